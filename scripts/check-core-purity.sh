#!/usr/bin/env bash
# The browser's core (Sources/FeedBrowserCore) can do no I/O. The build keeps out most of it:
# the core imports only FoundationEssentials beside its own targets, so Dispatch, Thread,
# Glibc and the network are not in scope; MemberImportVisibility keeps it from the members
# its dependencies import; and it does not link FeedFiles, where reading documents, configs
# and themes from files lives. What FoundationEssentials still offers that reaches a file, a
# process, the environment or the machine's clock, this script refuses, with the place of
# each use. The targets the core links (FeedModel, FeedRendering, FeedInput) are held to the
# same: they read no file, no process, no environment and no clock either (a time is handed
# in); the few places that need more of Foundation than FoundationEssentials are named below.
# Usage: check-core-purity.sh [CORE_DIRECTORY] | --linked DIRECTORY...; scripts/test.sh runs it
# with none: the core and every target it links.
set -euo pipefail
sources="$(cd "$(dirname "$0")/.." && pwd)/Sources"
if [ "${1:-}" = "--linked" ]; then
    shift
    core=""
    linked=("$@")
else
    core="${1:-$sources/FeedBrowserCore}"
    linked=()
    [ "$#" -eq 0 ] && linked=("$sources/FeedModel" "$sources/FeedRendering" "$sources/FeedInput")
fi
allowed_imports='FeedModel|FeedRendering|FeedInput|FoundationEssentials'
# FoundationEssentials' FileManager, FileHandle, Data(contentsOf:) and write(to:) reach files;
# ProcessInfo and getenv the environment; Date(), .now, timeIntervalSinceNow and the clocks
# the time (it is handed in: BrowserEnvironment.clock).
forbidden='\b(FileManager|FileHandle|contentsOf|contentsOfFile|ProcessInfo|getenv|URLSession|Process|Thread|timeIntervalSinceNow|ContinuousClock|SuspendingClock)\b|\bwrite\(to:|\bDate\(\)|\.now\b'
problems=0
if [ -n "$core" ]; then
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
fi
# The targets the core links: FoundationEssentials, Synchronization, each other, one C
# function at a time and only memchr, memcmp and pow (`import func Glibc.memchr`), and Foundation only where named here for
# what FoundationEssentials lacks: threads beside the parser, and Unicode folding for search.
linked_imports='FeedModel|FeedRendering|FeedInput|FoundationEssentials|Synchronization'
foundation_allowed='FeedModel/Document/ParallelModuleDecoding.swift|FeedRendering/Text/SearchFolding.swift'
linked_forbidden='\b(FileManager|FileHandle|contentsOfFile|ProcessInfo|getenv|URLSession|Process|timeIntervalSinceNow|ContinuousClock|SuspendingClock|DispatchQueue)\b|\b(Data|String)\(contentsOf|\bwrite\(to:|\bDate\(\)|\bDate\.now\b|\bThread\b'
for target in "${linked[@]}"; do
    while IFS= read -r hit; do
        file="${hit%%:*}"; rest="${hit#*:}"; line="${rest%%:*}"; text="${rest#*:}"
        grep -qE '^[[:space:]]*import[[:space:]]+func[[:space:]]+(Glibc|Darwin)\.(memchr|memcmp|pow)[[:space:]]*$' <<<"$text" && continue
        module=$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+([(][^)]*[)])?[[:space:]]+)*import[[:space:]]+((class|struct|enum|func|protocol|typealias|let|var)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\5/' <<<"$text")
        grep -qxE "$linked_imports" <<<"$module" && continue
        [ "$module" = "Foundation" ] && grep -qE "($foundation_allowed)\$" <<<"$file" && continue
        echo "$file:$line: a target the browser's core links imports $module; it may import only $linked_imports (Foundation where check-core-purity.sh names why)"
        problems=$((problems + 1))
    done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+([(][^)]*[)])?[[:space:]]+)*import[[:space:]]' "$target" --include='*.swift' || true)
    while IFS= read -r hit; do
        file="${hit%%:*}"; rest="${hit#*:}"; line="${rest%%:*}"; text="${rest#*:}"
        code="${text%%//*}"
        name=$(grep -oE "$linked_forbidden" <<<"$code" | head -1 || true)
        # The parser's helpers are threads: only there.
        [ "$name" = "Thread" ] && grep -qE 'FeedModel/Document/ParallelModuleDecoding\.swift$' <<<"$file" && continue
        if [ -n "$name" ]; then
            echo "$file:$line: a target the browser's core links uses $name, which can reach a file, a process, the environment or the clock; hand it in from FeedFiles or the runtime"
            problems=$((problems + 1))
        fi
    done < <(grep -rnE "$linked_forbidden" "$target" --include='*.swift' || true)
done
if [ "$problems" -gt 0 ]; then
    echo "check-core-purity: $problems problem(s) in ${core:-} ${linked[*]:-}" >&2
    exit 1
fi
echo "check-core-purity: ${core:-the core} and ${#linked[@]} target(s) it links import and use nothing that can do I/O"
