import FeedModel
import FeedRendering

/// The diagnostics overlay (`d`): the screen's problems as a list that scrolls.
///
/// Each problem is a heading (severity, line:column, code), its JSON path broken at its dots
/// and brackets to fit, and its message wrapped; nothing is cut and nothing is drawn over text:
/// where the list goes on, the frame's bottom edge says which lines show.
extension BrowserState {
    /// Every row of the list at the box's width.
    func diagnosticRows() -> [(DisplayText, TextRole)] {
        let width = max(1, panelBox.width - 4)
        let problems = screen.listedProblems
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

    func drawDiagnostics(offset: Int, into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let problems = screen.listedProblems.count
        let title = " Problems on \(screen.title)" + (problems > 1 ? " (\(problems))" : "") + " "
        drawPanel(title: title, rows: diagnosticRows(), offset: offset, into: &buffer, in: environment)
    }
}
