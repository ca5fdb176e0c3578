#!/usr/bin/env bash
# Installs those of the Debian packages named that are not installed yet, with sudo unless
# run as root: scripts/apt-install.sh WHO PACKAGE... (WHO begins its messages: setup, install).
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
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
