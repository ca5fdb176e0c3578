/// The rows of a snapshot's text form (`SnapshotSerializer`), for marking which rows of a
/// picture changed: a row changed when its text or its style runs differ.
package struct SnapshotRows {
    /// Each row's text and style runs, in order.
    package let rows: [String]

    package init(_ text: String) {
        var grid: [String] = [], styles: [Int: String] = [:]
        var inStyles = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "styles:" { inStyles = true; continue }
            if inStyles {
                if let colon = line.firstIndex(of: ":"), let row = Int(line[..<colon]) { styles[row] = String(line[colon...]) }
            } else if line.hasPrefix("│") {
                grid.append(String(line))
            }
        }
        rows = grid.enumerated().map { $0.element + (styles[$0.offset] ?? "") }
    }

    /// The rows that differ between `old` and `new`, by index; a row only one of them has differs.
    package static func changed(_ old: String, _ new: String) -> [Int] {
        let before = SnapshotRows(old).rows, after = SnapshotRows(new).rows
        return (0..<max(before.count, after.count)).filter { row in
            row >= before.count || row >= after.count || before[row] != after[row]
        }
    }
}
