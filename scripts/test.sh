#!/usr/bin/env bash
# Runs every test: unit, snapshot and end-to-end (the real binary, in tmux; snapshot reports in
# headless chromium, which setup installs when missing). CI calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser
swift build --build-tests
swift test --skip-build "$@"
