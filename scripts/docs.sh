#!/usr/bin/env bash
# Builds the API reference of every library product with swift-docc-plugin, warnings as errors
# (a broken symbol link or an undocumented parameter fails), and checks that every public
# symbol is documented (scripts/docs-coverage.py). FeedModel, FeedRendering and FeedBrowser have
# catalogs (Sources/<target>/<target>.docc) with a landing page each, and FeedBrowser's holds
# the hosts guide (docs/hosts.md, linked in) as an article, checked here. The archives land in
# .build/plugins/Swift-DocC/outputs/. scripts/test.sh runs it; to read one in a browser:
# swift package --disable-sandbox preview-documentation --target FeedBrowser
set -euo pipefail
cd "$(dirname "$0")/.."
for target in FeedModel FeedFiles FeedRendering FeedInput FeedPictures FeedBrowserCore FeedBrowser FeedTerminal; do
    swift package generate-documentation --target "$target" --warnings-as-errors \
        --experimental-documentation-coverage --coverage-summary-level none >/dev/null
    python3 scripts/docs-coverage.py ".build/plugins/Swift-DocC/outputs/$target.doccarchive" --require
done
# The hosts guide is an article of FeedBrowser's documentation.
test -f .build/plugins/Swift-DocC/outputs/FeedBrowser.doccarchive/data/documentation/feedbrowser/yourfirsthost.json \
    || { echo "docs.sh: the hosts guide is not an article of FeedBrowser's documentation" >&2; exit 1; }
