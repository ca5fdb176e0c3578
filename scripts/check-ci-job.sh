#!/usr/bin/env bash
# Does what docs/snapshots.md's CI job does, on this machine with its Swift toolchain hidden:
#   scripts/check-ci-job.sh dist/feedterm-VERSION-linux-ARCH.tar.gz
# A team's repository (a copy of the bundled shop, its snapshots recorded today) is checked in a
# private mount namespace where the toolchain's folder is covered by an empty one: the release
# tarball is unpacked into a fresh prefix (it must take seconds), then, as the job runs them,
# `feedterm validate --strict` and `feedterm snapshot check` at the manifest's time, today and
# again as if it were 2038 (faketime), when every coupon of the shop has expired.
# Needs root for the namespace, as CI has, or user namespaces. scripts/check-install.sh runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
tarball=$(readlink -f "${1:?usage: scripts/check-ci-job.sh FILE.tar.gz}")
fail() { echo "check-ci-job: FAILED: $*" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The team's repository, its snapshots recorded with the release itself.
mkdir -p "$scratch/prefix" "$scratch/empty" "$scratch/recorder"
tar -xzf "$tarball" -C "$scratch/recorder" --strip-components=1
cp -RL layouts "$scratch/team-layouts"
mkdir "$scratch/team" && mv "$scratch/team-layouts" "$scratch/team/layouts"
(cd "$scratch/team" && "$scratch/recorder/bin/feedterm" snapshot record layouts/ --out snapshots/ >/dev/null) || fail "recording the team's snapshots"

later=()
if command -v faketime >/dev/null 2>&1 || scripts/apt-install.sh check-ci-job faketime 2>/dev/null; then
    later=(faketime "2038-01-01 12:00:00")
else
    echo "check-ci-job: faketime could not be installed; the run on a later date is skipped" >&2
fi

toolchain=""
if swift=$(command -v swift 2>/dev/null); then
    # The toolchain's root is three folders above the swift binary (usr/bin/swift); one that
    # is the system's own (/ or /usr) cannot be covered without covering the system.
    toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$swift")")")")
    case "$toolchain" in /|/usr) fail "the toolchain is installed in $toolchain, which cannot be hidden from the job" ;; esac
fi
# The job, as docs/snapshots.md writes it, with the toolchain's folder covered. Its folders come
# in the environment, never pasted into the script.
cat > "$scratch/job.sh" <<'JOB'
set -eu
if [ -n "$TOOLCHAIN" ]; then
    mount --bind "$SCRATCH/empty" "$TOOLCHAIN"
    if command -v swift >/dev/null 2>&1; then echo "the toolchain is still there: $(command -v swift)" >&2; exit 1; fi
fi
started=$(date +%s%N)
tar -xzf "$TARBALL" -C "$SCRATCH/prefix" --strip-components=1
echo "install took $(( ($(date +%s%N) - started) / 1000000 )) ms" >&2
PATH="$SCRATCH/prefix/bin:$PATH"
cd "$SCRATCH/team"
now=$(sed -n 's/^ *"now" : "\(.*\)",*$/\1/p' snapshots/feedterm-snapshots.json)
feedterm validate --strict --now "$now" layouts/
feedterm snapshot check layouts/ --out snapshots/
"$@" feedterm validate --strict --now "$now" layouts/ >/dev/null
"$@" feedterm snapshot check layouts/ --out snapshots/
if [ $# -gt 0 ]; then
    # Drawn at that later time instead of the manifest's, the expired coupons change the screen.
    later=$("$@" date -u +%Y-%m-%dT%H:%M:%SZ)
    case "$later" in 2038-*) ;; *) echo "faketime did not move the clock ($later)" >&2; exit 1 ;; esac
    if "$@" feedterm snapshot check layouts/ --out snapshots/ --now "$later" >/dev/null 2>&1; then
        echo "at $later the snapshots still matched: the later date proves nothing" >&2; exit 1
    fi
fi
feedterm preview layouts/home.json --width 60 --color never >/dev/null
JOB
# Root makes a mount namespace as it is; anyone else maps themselves to root in a user namespace.
namespace=(unshare -m)
[ "$(id -u)" -eq 0 ] || namespace=(unshare -r -m)
TOOLCHAIN="$toolchain" SCRATCH="$scratch" TARBALL="$tarball" "${namespace[@]}" sh "$scratch/job.sh" "${later[@]}" > "$scratch/job.log" 2>&1 || { cat "$scratch/job.log" >&2; fail "the CI job did not pass with the toolchain hidden"; }
grep -q "files checked: 0 errors, 0 warnings" "$scratch/job.log" || { cat "$scratch/job.log" >&2; fail "validate --strict"; }
[ "$(grep -c "snapshots match" "$scratch/job.log")" -eq 2 ] || { cat "$scratch/job.log" >&2; fail "snapshot check, today and later"; }
ms=$(sed -n 's/^install took \([0-9]*\) ms$/\1/p' "$scratch/job.log")
[ "${ms:-99999}" -lt 10000 ] || fail "installing the tarball took ${ms} ms"
echo "check-ci-job: the release passed the CI job with the toolchain hidden${toolchain:+ ($toolchain)}, installed in ${ms} ms${later:+, and again on a later date}" >&2
