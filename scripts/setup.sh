#!/usr/bin/env bash
# Installs the system packages feedterm needs (ncurses headers, SQLite's for the state store,
# libcurl's for HTTP sources;
# for the end-to-end tests tmux, GNU time, python3's http.server and python's jsonschema, which
# checks `feedterm schema`), only those that are missing, then builds. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

needed=(libncursesw5-dev libsqlite3-dev libcurl4-openssl-dev tmux time python3)
missing=()
for package in "${needed[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
# jsonschema may come from pip as well as from Debian: ask python, not dpkg.
python3 -c 'import jsonschema' >/dev/null 2>&1 || missing+=(python3-jsonschema)
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}" >&2
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# --browser: Debian's chromium too, for the test that opens `snapshot check`'s report.html. It
# is big and optional: when it cannot be installed, that one test says so and is skipped.
if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
    echo "setup: installing chromium (for the snapshot report test)" >&2
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    { "${sudo_cmd[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq chromium >/dev/null; } ||
        echo "setup: chromium could not be installed; the report test will be skipped" >&2
fi

swift build >&2
