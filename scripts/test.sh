#!/usr/bin/env bash
# Runs every test: unit, snapshot and end-to-end (the real binary, in tmux). CI calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
swift test --skip-build "$@"
