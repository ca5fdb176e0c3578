import FeedRendering

/// The rows of a snapshot's text form (`SnapshotSerializer`), for marking which rows of a
/// picture changed: a row changed when its text or its style runs differ, found by content (a
/// row that moves up because one above it went is the same row), as a diff finds lines.
package struct SnapshotRows {
    /// Each row's text and its style runs' line, in order.
    package let rows: [Substring]

    package init(_ text: String) {
        var rows: [Substring] = []
        var row: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("│") {
                if let row { rows.append(row) }
                row = line
            } else if line.hasPrefix(SnapshotSerializer.styleMark), let styled = row {
                row = Substring(styled + "\n" + line)
            } else {
                // The frame's end, and a flow's notes after it.
                if let row { rows.append(row) }
                row = nil
            }
        }
        if let row { rows.append(row) }
        self.rows = rows
    }

    /// The rows of `old` and of `new` that are not in the other, by index in each, rows that
    /// match taken in order (the longest common run, as `UnifiedDiff`'s).
    package static func changed(_ old: String, _ new: String) -> (old: [Int], new: [Int]) {
        var changed: (old: [Int], new: [Int]) = ([], [])
        var oldRow = 0, newRow = 0
        for edit in UnifiedDiff.script(SnapshotRows(old).rows, SnapshotRows(new).rows) {
            switch edit.operation {
            case .keep:
                oldRow += 1
                newRow += 1
            case .remove:
                changed.old.append(oldRow)
                oldRow += 1
            case .add:
                changed.new.append(newRow)
                newRow += 1
            }
        }
        return changed
    }
}
