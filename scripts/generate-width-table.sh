#!/usr/bin/env bash
# Regenerates Sources/FeedRendering/Text/WidthTable.swift from this machine's glibc wcwidth.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
cc -O2 -o "$out/gen" scripts/generate-width-table.c
mkdir -p Sources/FeedRendering/Text
"$out/gen" > Sources/FeedRendering/Text/WidthTable.swift
rm -rf "$out"
