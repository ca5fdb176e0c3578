import FeedRendering

/// One pending snapshot as `snapshot review` shows it, drawn into a Buffer: its name and kind,
/// the recorded and the new drawing side by side where the terminal is wide enough, the
/// unified diff of their text below (scrolled by `scroll`), and the keys.
package struct SnapshotReviewScreen {
    package let name: String
    package let kind: SnapshotPending.Kind
    /// The recorded text (nil for a new case) and the drawing now (nil for a missing one).
    package let recorded: String?
    package let now: String?
    /// How many cases are pending, this one included.
    package let left: Int

    package init(name: String, kind: SnapshotPending.Kind, recorded: String?, now: String?, left: Int) {
        self.name = name
        self.kind = kind
        self.recorded = recorded
        self.now = now
        self.left = left
    }

    /// The lines of the diff, as check prints them.
    package var diffLines: [Substring] {
        UnifiedDiff.text(old: recorded ?? "", new: now ?? "", oldName: "recorded", newName: "now").split(separator: "\n")
    }

    /// The screen at `width`×`height`, the diff from its line `scroll`.
    package func buffer(width: Int, height: Int, scroll: Int) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        let all = Rect(x: 0, y: 0, width: width, height: height)
        let bold = Style(attributes: .bold)
        _ = buffer.draw(DisplayText(" \(name)  (\(kind.rawValue))"), in: Rect(x: 0, y: 0, width: width, height: 1), style: bold)
        var y = 2
        let pictures = Self.grid(recorded), drawn = Self.grid(now)
        let pictureWidth = max(pictures.first?.count ?? 0, drawn.first?.count ?? 0)
        // Side by side only where both fit, with a column between and room for the diff.
        if pictureWidth > 0, 2 * pictureWidth + 3 <= width, height > 12 {
            _ = buffer.draw(DisplayText("Recorded"), x: 0, y: y, style: bold, clip: all)
            _ = buffer.draw(DisplayText("Now"), x: pictureWidth + 3, y: y, style: bold, clip: all)
            let rows = min(max(pictures.count, drawn.count), (height - 6) / 2)
            for row in 0..<rows {
                if row < pictures.count { _ = buffer.draw(DisplayText(pictures[row]), x: 0, y: y + 1 + row, style: .plain, clip: all) }
                if row < drawn.count { _ = buffer.draw(DisplayText(drawn[row]), x: pictureWidth + 3, y: y + 1 + row, style: .plain, clip: all) }
            }
            y += rows + 2
        }
        let lines = diffLines
        let room = max(0, height - 1 - y)
        for (offset, line) in lines.dropFirst(scroll).prefix(room).enumerated() {
            _ = buffer.draw(DisplayText(String(line)), in: Rect(x: 0, y: y + offset, width: width, height: 1), style: Self.style(of: line))
        }
        let keys = " a accept · r reject · s skip · q quit · ↑↓ scroll   \(left) pending"
        _ = buffer.draw(DisplayText(keys), in: Rect(x: 0, y: height - 1, width: width, height: 1), style: Style(attributes: .reverse))
        return buffer
    }

    /// The framed rows of a snapshot's text, without their frame.
    private static func grid(_ text: String?) -> [String] {
        (text ?? "").split(separator: "\n").filter { $0.hasPrefix("│") }.map { String($0.dropFirst().dropLast()) }
    }

    /// Removed lines red, added green, hunks cyan, as check colours them.
    private static func style(of line: Substring) -> Style {
        if line.hasPrefix("---") || line.hasPrefix("+++") { return Style(attributes: .bold) }
        if line.hasPrefix("@@") { return Style(foreground: .indexed(6)) }
        if line.hasPrefix("-") { return Style(foreground: .indexed(1)) }
        if line.hasPrefix("+") { return Style(foreground: .indexed(2)) }
        return .plain
    }
}
