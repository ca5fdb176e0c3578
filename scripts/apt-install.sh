#!/usr/bin/env bash
# Installs those of the Debian packages named that are not installed yet, with sudo unless
# run as root: scripts/apt-install.sh WHO PACKAGE... (WHO begins its messages: setup, install).
# Another process holding the package lock (unattended upgrades on a CI image) is waited for,
# up to FEEDTERM_APT_LOCK_WAIT seconds (default 600), saying so, instead of failing at once.
set -euo pipefail
who="$1"
shift
missing=()
for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -gt 0 ] || exit 0
echo "$who: installing ${missing[*]}" >&2
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
wait_seconds="${FEEDTERM_APT_LOCK_WAIT:-600}"
# apt takes its locks with fcntl; python3, when there is one, asks the same way whether one is held.
for lock in /var/lib/dpkg/lock-frontend /var/lib/apt/lists/lock; do
    if [ -e "$lock" ] && command -v python3 >/dev/null 2>&1 &&
        ! python3 -c 'import fcntl, sys; fcntl.lockf(open(sys.argv[1], "a"), fcntl.LOCK_EX | fcntl.LOCK_NB)' "$lock" 2>/dev/null; then
        echo "$who: another process holds the package lock ($lock); waiting for it, at most $wait_seconds s" >&2
        break
    fi
done
lock_wait=(-o "DPkg::Lock::Timeout=$wait_seconds")
"${sudo_cmd[@]}" apt-get "${lock_wait[@]}" update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get "${lock_wait[@]}" install -y -qq "${missing[@]}" >/dev/null
