import FeedModel
import FeedRendering

/// The rows of the scrolling panels: the problems (`d`) and the inspect panel (`i`).
///
/// Each problem is a heading (severity, line:column, code), its JSON path broken at its dots
/// and brackets to fit, and its message wrapped; nothing is cut: where the list goes on, the
/// frame's bottom edge says which lines show.
extension ScreenChrome {
    /// Every row of the problems list at the box's width.
    func diagnosticRows() -> [(DisplayText, TextRole)] {
        let width = max(1, panelBox.width - 4)
        let problems = state.screen.listedProblems
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

    /// The inspect panel's lines at the box's width: long lines of JSON wrap rather than being cut.
    func inspectorRows(_ panel: InspectorPanel) -> [(DisplayText, TextRole)] {
        let width = max(1, panelBox.width - 4)
        return panel.lines.flatMap { line -> [(DisplayText, TextRole)] in
            let role: TextRole = line == "json" ? .title : line.hasPrefix("  ") ? .body : .muted
            return DisplayText(line).wrapped(width: width).map { ($0, role) }
        }
    }
}
