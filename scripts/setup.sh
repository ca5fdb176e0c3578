#!/usr/bin/env bash
# Installs the system packages feedterm needs (ncurses headers, SQLite's for the state store,
# libcurl's for HTTP sources;
# for the end-to-end tests tmux, GNU time, python3's http.server and python's jsonschema, which
# checks `feedterm schema`), only those that are missing, then builds. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

needed=(libncursesw5-dev libsqlite3-dev libcurl4-openssl-dev tmux time python3)
# jsonschema may come from pip as well as from Debian: ask python, not dpkg.
python3 -c 'import jsonschema' >/dev/null 2>&1 || needed+=(python3-jsonschema)
scripts/apt-install.sh setup "${needed[@]}"

# --browser: Debian's chromium too, for the test that opens `snapshot check`'s report.html. It
# is big and optional: when it cannot be installed, that one test says so and is skipped.
if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
    scripts/apt-install.sh "setup (for the snapshot report test)" chromium ||
        echo "setup: chromium could not be installed; the report test will be skipped" >&2
fi

swift build >&2
