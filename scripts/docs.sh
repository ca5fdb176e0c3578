#!/usr/bin/env bash
# Builds the API reference of every library product with swift-docc-plugin, warnings as errors
# (a broken symbol link fails), and checks that every public symbol is documented
# (scripts/docs-coverage.py). The archives land in .build/plugins/Swift-DocC/outputs/.
# scripts/test.sh runs it; `swift package --disable-sandbox preview-documentation --target T`
# serves one locally.
set -euo pipefail
cd "$(dirname "$0")/.."
# The targets whose every public symbol must be documented; the others' gaps are listed.
required="FeedInput FeedBrowserCore FeedBrowser FeedTerminal"
for target in FeedModel FeedRendering FeedInput FeedBrowserCore FeedBrowser FeedTerminal; do
    swift package generate-documentation --target "$target" --warnings-as-errors \
        --experimental-documentation-coverage --coverage-summary-level none >/dev/null
    if [[ " $required " == *" $target "* ]]; then
        python3 scripts/docs-coverage.py ".build/plugins/Swift-DocC/outputs/$target.doccarchive" --require
    else
        python3 scripts/docs-coverage.py ".build/plugins/Swift-DocC/outputs/$target.doccarchive" | tail -n 1
    fi
done
