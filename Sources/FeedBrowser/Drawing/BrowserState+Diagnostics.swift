import FeedModel
import FeedRendering

/// The diagnostics overlay (`d`): the screen's problems as a list that scrolls.
///
/// Each problem is a heading (severity, line:column, code), its JSON path broken at its dots
/// and brackets to fit, and its message wrapped; nothing is cut and nothing is drawn over text:
/// where the list goes on, the frame's bottom edge says which lines show.
extension BrowserState {
    /// The overlay's box: the list's area, with a margin on wide screens.
    private var diagnosticsBox: Rect {
        let list = Rect(x: 0, y: 2, width: width, height: viewport)
        return list.inset(horizontal: list.width >= 50 ? 4 : 0, vertical: 0)
    }

    /// How many rows of the list show at once.
    var diagnosticsPage: Int { max(1, diagnosticsBox.height - 2) }

    /// Every row of the list at the box's width.
    func diagnosticRows() -> [(DisplayText, TextRole)] {
        let width = max(1, diagnosticsBox.width - 4)
        var problems = screen.diagnostics
        if let problem = screen.problem, screen.diagnostics.isEmpty {
            // A screen that did not load has its load error as its problem.
            problems = [.error(JSONPath.root, problem, code: .unreadableDocument)]
        }
        guard !problems.isEmpty else { return [("No problems on this screen", .success)] }
        var rows: [(DisplayText, TextRole)] = []
        for (index, diagnostic) in problems.enumerated() {
            if index > 0 { rows.append(("", .body)) }
            let place = diagnostic.location.map { " at \($0.line):\($0.column)" } ?? ""
            rows.append((DisplayText("\(diagnostic.severity.rawValue)\(place) [\(diagnostic.code.rawValue)]"), diagnostic.severity == .error ? .error : .title))
            rows += Self.pathLines(diagnostic.path, width: width).map { ($0, .muted) }
            rows += DisplayText(diagnostic.message).wrapped(width: width).map { ($0, .body) }
        }
        return rows
    }

    /// A JSON path in lines of at most `width`, broken before a `.` or `[` where it can be.
    static func pathLines(_ path: String, width: Int) -> [DisplayText] {
        var parts: [String] = []
        for character in path {
            if (character == "." || character == "["), !(parts.last?.isEmpty ?? true) {
                parts.append("")
            }
            if parts.isEmpty { parts.append("") }
            parts[parts.count - 1].append(character)
        }
        var lines: [String] = []
        for part in parts {
            if let last = lines.last, DisplayText(last + part).width <= width {
                lines[lines.count - 1] = last + part
            } else {
                lines.append(part)
            }
        }
        // A part longer than a line (a long key) is broken wherever it must be.
        return lines.flatMap { DisplayText($0).wrapped(width: width) }
    }

    /// The first row shown, kept in range for a list of `rowCount` rows.
    func clampedDiagnosticsOffset(_ offset: Int, rowCount: Int) -> Int {
        max(0, min(offset, rowCount - diagnosticsPage))
    }

    func drawDiagnostics(offset: Int, into buffer: inout Buffer) {
        let theme = renderer.theme
        let rows = diagnosticRows()
        let problems = screen.diagnostics.count
        var box = diagnosticsBox
        box.height = min(box.height, rows.count + 2)
        buffer.fill(box, style: .plain)
        Frame.draw(box, style: theme.style(.border), into: &buffer)
        let title = " Problems on \(screen.title)" + (problems > 1 ? " (\(problems))" : "") + " "
        buffer.draw(DisplayText(title), in: Rect(x: box.x + 2, y: box.y, width: box.width - 4, height: 1), style: theme.style(.title))
        let inner = box.inset(horizontal: 2, vertical: 1)
        let first = clampedDiagnosticsOffset(offset, rowCount: rows.count)
        for (line, (text, role)) in rows.dropFirst(first).prefix(inner.height).enumerated() {
            buffer.draw(text, in: inner.row(line), style: theme.style(role))
        }
        if rows.count > inner.height {
            let last = min(rows.count, first + inner.height)
            let position = DisplayText(" \(first + 1)–\(last) of \(rows.count) · j/k ")
            buffer.drawTrailing(position, in: Rect(x: box.x + 2, y: box.maxY - 1, width: box.width - 4, height: 1), style: theme.style(.muted))
        }
    }

    /// Keys while the list is open: it scrolls; Esc, d or Enter close it; q quits.
    mutating func handleDiagnostics(_ key: Key, offset: Int) {
        let page = diagnosticsPage
        let target: Int? = switch key {
        case .down, .character("j"): offset + 1
        case .up, .character("k"): offset - 1
        case .pageDown, .character(" "): offset + page
        case .pageUp: offset - page
        case .home, .character("g"): 0
        case .end, .character("G"): Int.max / 2
        default: nil
        }
        if let target {
            overlay = .diagnostics(offset: clampedDiagnosticsOffset(target, rowCount: diagnosticRows().count))
            return
        }
        switch key {
        case .escape, .enter, .character("d"): overlay = nil
        case .character("q"): isFinished = true
        default: status = "j/k, PgUp/PgDn scroll the problems · Esc closes"
        }
    }
}
