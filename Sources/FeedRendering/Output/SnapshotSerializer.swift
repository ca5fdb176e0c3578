/// A buffer as a snapshot: the text grid, each row followed by its style runs, so a lost colour
/// fails too.
///
/// ```
/// ┌ 24×3
/// │Walnut cutting board    │
///   ↑ 0-19 bold
/// │                        │
/// │$48.00                  │
///   ↑ 0-5 fg=#8a8a8a bold
/// └
/// ```
/// Rows are framed so trailing spaces are visible; a row's runs are on the line under it
/// (`  ↑`, none for a plain row), each `first-last style`, in cells, for every run that is not
/// plain. Kept beside their row, not numbered in a list of their own, a row that comes or goes
/// changes its own two lines of a diff and not the numbers of every row below it; a change of
/// style alone is its one line.
///
/// A browser's screen (a flow's checkpoint) also says in its text where the focus is, not only
/// in its style runs: each row the focused element is drawn on ends in `◀` after its frame,
/// and the last line marks its columns with `▲`, so that focus on another card is another text.
///
/// ```
/// │ Mug    Towel │ ◀
/// └        ▲▲▲▲▲ focus
/// ```
public enum SnapshotSerializer {
    /// What starts the line of a row's style runs, under the row.
    public static let styleMark = "  ↑ "
    /// What follows a row the focused element is drawn on.
    public static let focusedRowMark = " ◀"

    /// `buffer` as a snapshot file holds it: the framed grid, each row with its style runs;
    /// with the rows and columns of `focus`, where the focused element is drawn, marked.
    public static func string(of buffer: Buffer, focus: Rect? = nil) -> String {
        let focus = focus.map { $0.intersection(Rect(x: 0, y: 0, width: buffer.width, height: buffer.height)) }.flatMap { $0.isEmpty ? nil : $0 }
        var text = "┌ \(buffer.width)×\(buffer.height)\n"
        for y in 0..<buffer.height {
            let marked = focus.map { (($0.y)..<($0.maxY)).contains(y) } ?? false
            text += "│" + buffer.line(y) + "│" + (marked ? focusedRowMark : "") + "\n"
            let runs = styleRuns(in: buffer, row: y)
            if !runs.isEmpty {
                text += styleMark + runs.joined(separator: ", ") + "\n"
            }
        }
        text += "└" + (focus.map { String(repeating: " ", count: $0.x) + String(repeating: "▲", count: $0.width) + " focus" } ?? "") + "\n"
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
