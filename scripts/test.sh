#!/usr/bin/env bash
# Runs every test: unit, snapshot and end-to-end (the real binary, in tmux; snapshot reports in
# headless chromium; `feedterm lsp` in Neovim and pytest-lsp: setup installs them when missing),
# then the installed tool (scripts/check-install.sh). CI calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser --editors --terminals
swift build --build-tests
swift test --skip-build "$@"
# The API reference, every public symbol documented.
scripts/docs.sh
# The installed tool, as a user gets it (a release build into a scratch prefix).
scripts/check-install.sh
