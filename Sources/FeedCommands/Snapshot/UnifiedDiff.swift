/// A unified diff of two texts, line by line, with three lines of context, as `diff -u` prints.
package enum UnifiedDiff {
    package enum Operation: Character {
        case keep = " "
        case remove = "-"
        case add = "+"
    }

    package static func text(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let edits = script(Self.lines(old), Self.lines(new))
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while let firstChange = edits[index...].firstIndex(where: { $0.operation != .keep }) {
            // A hunk runs from `context` lines before a change to `context` after the last change
            // that lies within 2 × context of the one before it.
            let start = max(firstChange - context, index)
            var end = firstChange
            while let next = edits[(end + 1)...].firstIndex(where: { $0.operation != .keep }), next - end <= 2 * context {
                end = next
            }
            let stop = min(end + context + 1, edits.count)
            let hunk = edits[start..<stop]
            let oldStart = edits[..<start].count { $0.operation != .add } + 1
            let newStart = edits[..<start].count { $0.operation != .remove } + 1
            out += "@@ -\(oldStart),\(hunk.count { $0.operation != .add }) +\(newStart),\(hunk.count { $0.operation != .remove }) @@\n"
            for edit in hunk {
                out += String(edit.operation.rawValue) + edit.line + "\n"
            }
            index = stop
            if index >= edits.count { break }
        }
        return out
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script, from a longest common subsequence after the common prefix and
    /// suffix are set aside.
    /// - Complexity: O(n × m) in the lines between the common prefix and suffix.
    package static func script(_ old: [Substring], _ new: [Substring]) -> [(operation: Operation, line: Substring)] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        // common[i][j]: the length of the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits = old[..<prefix].map { (Operation.keep, $0) }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append((.keep, a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                // Removals before additions, as diff -u shows them.
                edits.append((.remove, a[i])); i += 1
            } else {
                edits.append((.add, b[j])); j += 1
            }
        }
        return edits + old[(old.count - suffix)...].map { (Operation.keep, $0) }
    }
}
