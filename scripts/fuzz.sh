#!/usr/bin/env bash
# Builds the libFuzzer target (sanitiser, text width, layout and decoding; see docs/security.md)
# and runs it for SECONDS (default 30). Seeds come from Tests/FuzzCorpus; new inputs libFuzzer
# finds go to a scratch corpus, so the repository is never written. A crash leaves its input
# in .build/fuzz/artifacts/ and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"

scripts/setup.sh
swift build -c release --product feedterm-fuzz --scratch-path .build/fuzz --sanitize=fuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING >&2

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p .build/fuzz/artifacts
.build/fuzz/release/feedterm-fuzz "$scratch" Tests/FuzzCorpus \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix=.build/fuzz/artifacts/ -print_final_stats=1
