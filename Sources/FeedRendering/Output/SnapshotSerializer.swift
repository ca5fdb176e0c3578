/// A buffer as a snapshot: the text grid, then its style runs, so a lost colour fails too.
///
/// ```
/// ┌ 24×2
/// │Walnut cutting board    │
/// │$48.00                  │
/// └
/// styles:
/// 0: 0-19 bold
/// 1: 0-5 bold
/// ```
/// Rows are framed so trailing spaces are visible; a run is `first-last style`, in cells,
/// for every run that is not plain.
public enum SnapshotSerializer {
    /// `buffer` as a snapshot file holds it: the framed grid, then its style runs.
    public static func string(of buffer: Buffer) -> String {
        var text = "┌ \(buffer.width)×\(buffer.height)\n"
        for y in 0..<buffer.height {
            text += "│" + buffer.line(y) + "│\n"
        }
        text += "└\nstyles:\n"
        for y in 0..<buffer.height {
            let runs = styleRuns(in: buffer, row: y)
            if !runs.isEmpty {
                text += "\(y): " + runs.joined(separator: ", ") + "\n"
            }
        }
        return text
    }

    private static func styleRuns(in buffer: Buffer, row y: Int) -> [String] {
        var runs: [String] = []
        var start = 0
        while start < buffer.width {
            let style = buffer[start, y].style
            var end = start
            while end + 1 < buffer.width, buffer[end + 1, y].style == style {
                end += 1
            }
            if style != .plain {
                runs.append("\(start)-\(end) \(style)")
            }
            start = end + 1
        }
        return runs
    }
}
