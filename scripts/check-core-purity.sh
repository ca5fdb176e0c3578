#!/usr/bin/env bash
# The browser's core (Sources/FeedBrowserCore) can do no I/O. The build keeps out most of it:
# the core imports only FoundationEssentials beside its own targets, so Dispatch, Thread,
# Glibc and the network are not in scope; MemberImportVisibility keeps it from the members
# its dependencies import; and it does not link FeedFiles, where reading documents, configs
# and themes from files lives. What FoundationEssentials still offers that reaches a file, a
# process, the environment or the machine's clock, this script refuses, with the place of
# each use. Usage: check-core-purity.sh [CORE_DIRECTORY]; scripts/test.sh runs it.
set -euo pipefail
core="${1:-$(cd "$(dirname "$0")/.." && pwd)/Sources/FeedBrowserCore}"
allowed_imports='FeedModel|FeedRendering|FeedInput|FoundationEssentials'
# FoundationEssentials' FileManager, FileHandle, Data(contentsOf:) and write(to:) reach files;
# ProcessInfo and getenv the environment; Date(), .now, timeIntervalSinceNow and the clocks
# the time (it is handed in: BrowserEnvironment.clock).
forbidden='\b(FileManager|FileHandle|contentsOf|contentsOfFile|ProcessInfo|getenv|URLSession|Process|Thread|timeIntervalSinceNow|ContinuousClock|SuspendingClock)\b|\bwrite\(to:|\bDate\(\)|\.now\b'
problems=0
while IFS= read -r hit; do
    file="${hit%%:*}"; rest="${hit#*:}"; line="${rest%%:*}"; text="${rest#*:}"
    module=$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+([(][^)]*[)])?[[:space:]]+)*import[[:space:]]+((class|struct|enum|func|protocol|typealias|let|var)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\5/' <<<"$text")
    if ! grep -qxE "$allowed_imports" <<<"$module"; then
        echo "$file:$line: the browser's core imports $module; it may import only $allowed_imports (docs/architecture.md)"
        problems=$((problems + 1))
    fi
done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+([(][^)]*[)])?[[:space:]]+)*import[[:space:]]' "$core" --include='*.swift' || true)
while IFS= read -r hit; do
    file="${hit%%:*}"; rest="${hit#*:}"; line="${rest%%:*}"; text="${rest#*:}"
    # A comment may name them: only code is refused.
    code="${text%%//*}"
    name=$(grep -oE "$forbidden" <<<"$code" | head -1 || true)
    if [ -n "$name" ]; then
        echo "$file:$line: the browser's core uses $name, which can reach a file, a process, the environment or the clock; do it in the runtime (FeedBrowser) and hand the core its result"
        problems=$((problems + 1))
    fi
done < <(grep -rnE "$forbidden" "$core" --include='*.swift' || true)
if [ "$problems" -gt 0 ]; then
    echo "check-core-purity: $problems problem(s) in $core" >&2
    exit 1
fi
echo "check-core-purity: $core imports and uses nothing that can do I/O"
