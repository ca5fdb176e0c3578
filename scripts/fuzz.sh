#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS (default 30; see docs/security.md):
#   feedterm-fuzz       the sanitiser, text width, layout, decoding and graphs of documents;
#   feedterm-fuzz-json  the JSON parser and decoder, against a recogniser of RFC 8259 of its own;
#   feedterm-fuzz-pictures  the picture loader: PNG, JPEG, GIF and WebP decoding, scaling, cells.
# Seeds come from Tests/FuzzCorpus (the JSON target's own under json/, the pictures' under pictures/); new inputs libFuzzer
# finds go to a scratch corpus, so the repository is never written. A crash leaves its input in
# .build/fuzz/artifacts/ and exits non-zero; `swift run feedterm-fuzz-json FILE` replays one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"

scripts/setup.sh
for target in feedterm-fuzz feedterm-fuzz-json feedterm-fuzz-pictures; do
    swift build -c release --product "$target" --scratch-path .build/fuzz --sanitize=fuzzer \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING >&2
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p .build/fuzz/artifacts "$scratch/render" "$scratch/json" "$scratch/pictures"
common=(-max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1)
.build/fuzz/release/feedterm-fuzz "$scratch/render" Tests/FuzzCorpus \
    "${common[@]}" -artifact_prefix=.build/fuzz/artifacts/render-
.build/fuzz/release/feedterm-fuzz-json "$scratch/json" Tests/FuzzCorpus/json \
    "${common[@]}" -dict=scripts/json.dict -artifact_prefix=.build/fuzz/artifacts/json-
.build/fuzz/release/feedterm-fuzz-pictures "$scratch/pictures" Tests/FuzzCorpus/pictures \
    "${common[@]}" -artifact_prefix=.build/fuzz/artifacts/pictures-
