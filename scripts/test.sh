#!/usr/bin/env bash
# Runs every test: unit, snapshot and end-to-end (the real binary, in tmux; snapshot reports in
# headless chromium; `feedterm lsp` in Neovim and pytest-lsp; the pre-commit hooks in the real
# pre-commit; a recording in asciinema: setup installs them when missing), then the release
# tarball installed and run as a team's CI would, with the toolchain hidden
# (scripts/check-install.sh). CI calls this.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --browser --editors --terminals --speech --hooks --recordings
# The browser's core can do no I/O: what the build cannot refuse, this does (CorePurityTests too).
scripts/check-core-purity.sh
swift build --build-tests
swift test --skip-build "$@"
# The tests that build a copy of feedterm (one with its favorite broken, which the project's
# flows must catch; the hosts guide's package) run alone: beside the others they would starve
# their timed waits.
if [ "$#" -eq 0 ]; then
    FEEDTERM_BUILDS_SCRATCH_COPY=1 swift test --skip-build --filter 'FlowCatchesRegressionTests|HostGuideTests'
fi
# The API reference, every public symbol documented.
scripts/docs.sh
# The installed tool, as a user gets it (a release build into a scratch prefix).
scripts/check-install.sh
