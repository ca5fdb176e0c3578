extension OutputStyles {
    /// A unified diff with its headers bold, hunks cyan, removed lines red and added green;
    /// as it is when styles are off.
    package func coloredDiff(_ diff: String) -> String {
        guard enabled else { return diff }
        return diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let text = String(line)
            if text.hasPrefix("---") || text.hasPrefix("+++") { return bold(text) }
            if text.hasPrefix("@@") { return hunk(text) }
            if text.hasPrefix("-") { return removed(text) }
            if text.hasPrefix("+") { return added(text) }
            return text
        }.joined(separator: "\n")
    }
}
