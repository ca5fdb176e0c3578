#!/usr/bin/env bash
# Builds the release tarball once (scripts/release.sh), installs it into a scratch prefix with
# scripts/install.sh --from, and checks it as a user would, from a directory far from the
# repository: the bundled shop in browse (in tmux), the manual, the completions, a binary
# copied without its resources failing clearly, and a team's CI job with the Swift toolchain
# hidden (scripts/check-ci-job.sh). scripts/test.sh runs it after the Swift tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
socket="feedterm-install-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$scratch"' EXIT
fail() { echo "check-install: FAILED: $*" >&2; exit 1; }

tarball=$(scripts/release.sh --out "$scratch/dist" 2>"$scratch/release.log") || { cat "$scratch/release.log" >&2; fail "release.sh exited non-zero"; }
[ -f "$tarball" ] && [ -f "$tarball.sha256" ] || fail "release.sh made no tarball and .sha256 ($tarball)"
scripts/install.sh --from "$tarball" --prefix "$scratch/prefix" >/dev/null 2>"$scratch/install.log" || { cat "$scratch/install.log" >&2; fail "install.sh --from exited non-zero"; }
feedterm="$scratch/prefix/bin/feedterm"
# Unpacked into a prefix, a release is a prefix's own folders: nothing lands loose beside them.
[ "$(tar -tzf "$tarball" | awk -F/ 'NF > 2 || $2 != "" {print $2}' | sort -u | tr '\n' ' ')" = "bin share " ] ||
    fail "the tarball holds more than bin/ and share/ at its top: $(tar -tzf "$tarball" | awk -F/ '{print $2}' | sort -u | tr '\n' ' ')"
for doc in LICENSE README; do
    [ -s "$scratch/prefix/share/doc/feedterm/$doc" ] || fail "install.sh did not install share/doc/feedterm/$doc"
done
# Statically linked, the binary needs no library of the toolchain's.
# (grep reads all of ldd's output: with -q it could stop early and pipefail hide a match.)
if ldd "$feedterm" | grep -i swift >/dev/null; then fail "the binary links the Swift runtime: $(ldd "$feedterm" | grep -i swift)"; fi
mkdir "$scratch/elsewhere" && cd "$scratch/elsewhere"

"$feedterm" --version | grep -q "feedterm 1\." || fail "--version"
tmux -L "$socket" new-session -d -s T -x 80 -y 24 "LANG=C.UTF-8 TERM=xterm-256color '$feedterm' browse --no-state"
for _ in $(seq 50); do
    tmux -L "$socket" capture-pane -p -t T | grep -q "The Winter Sale is on" && break
    sleep 0.1
done
tmux -L "$socket" capture-pane -p -t T | grep -q "The Winter Sale is on" || fail "installed browse did not show the bundled Home"
tmux -L "$socket" send-keys -t T q

MANWIDTH=80 man -l "$scratch/prefix/share/man/man1/feedterm.1" 2>/dev/null | grep -q "^     validate" || fail "the manual does not describe validate"
grep -q "_feedterm" "$scratch/prefix/share/zsh/site-functions/_feedterm" || fail "zsh completions"
grep -q "complete" "$scratch/prefix/share/bash-completion/completions/feedterm" || fail "bash completions"
grep -q "^complete -c .feedterm" "$scratch/prefix/share/fish/vendor_completions.d/feedterm.fish" || fail "fish completions"

cp "$feedterm" "$scratch/lonely"
if "$scratch/lonely" browse --no-state </dev/null 2>"$scratch/lonely.err"; then fail "a binary without its resources browsed"; fi
grep -q "Cannot find the bundled shop" "$scratch/lonely.err" || fail "a binary without its resources did not say why"
cd - >/dev/null
echo "bad" > "$scratch/not-a-release.tar.gz"
if scripts/install.sh --from "$scratch/not-a-release.tar.gz" --prefix "$scratch/other" --no-verify 2>"$scratch/bad.err"; then fail "install.sh --from took a file that is no tarball"; fi
grep -q "is not a tarball" "$scratch/bad.err" || fail "install.sh --from did not say why it refused a file that is no tarball"
# A tarball with no .sha256 is refused unless --no-verify; one whose .sha256 line names another
# file (which matches that file) is checked itself, and refused.
cp "$tarball" "$scratch/unchecked.tar.gz"
if scripts/install.sh --from "$scratch/unchecked.tar.gz" --prefix "$scratch/other" 2>"$scratch/unchecked.err"; then fail "install.sh --from installed a tarball with no .sha256"; fi
grep -q "no .*sha256 beside it" "$scratch/unchecked.err" || fail "install.sh --from did not say why it refused a tarball with no .sha256"
echo "decoy" > "$scratch/decoy.txt"
(cd "$scratch" && sha256sum decoy.txt > unchecked.tar.gz.sha256)
if scripts/install.sh --from "$scratch/unchecked.tar.gz" --prefix "$scratch/other" 2>"$scratch/decoy.err"; then fail "install.sh --from took a .sha256 that names another file"; fi
grep -q "does not match its .sha256" "$scratch/decoy.err" || fail "install.sh --from did not say the tarball does not match"
echo "check-install: the installed feedterm works from $scratch/elsewhere" >&2
scripts/check-ci-job.sh "$tarball"
