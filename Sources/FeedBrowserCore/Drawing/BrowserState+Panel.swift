import FeedInput
import FeedRendering

/// A framed list over the screen that scrolls: the problems (`d`) and the inspect panel (`i`).
///
/// Nothing in it is cut: where the list goes on, the frame's bottom edge says which lines show.
extension BrowserState {
    /// The panel's box: the list's area, with a margin on wide screens.
    var panelBox: Rect {
        let list = Rect(x: 0, y: 2, width: width, height: viewport)
        return list.inset(horizontal: list.width >= 50 ? 4 : 0, vertical: 0)
    }

    /// How many rows of a panel show at once.
    var panelPage: Int { max(1, panelBox.height - 2) }

    /// The first row shown, kept in range for a list of `rowCount` rows.
    func clampedPanelOffset(_ offset: Int, rowCount: Int) -> Int {
        max(0, min(offset, rowCount - panelPage))
    }

    /// Where a scrolling key moves a panel's first row, or nil for any other key.
    func panelScrollTarget(_ key: Key, offset: Int) -> Int? {
        switch key {
        case .down, .character("j"): offset + 1
        case .up, .character("k"): offset - 1
        case .pageDown, .character(" "): offset + panelPage
        case .pageUp: offset - panelPage
        case .home, .character("g"): 0
        case .end, .character("G"): Int.max / 2
        default: nil
        }
    }

    func drawPanel(title: String, rows: [(DisplayText, TextRole)], offset: Int, into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let theme = environment.theme
        var box = panelBox
        box.height = min(box.height, rows.count + 2)
        buffer.fill(box, style: .plain)
        Frame.draw(box, style: theme.style(.border), into: &buffer)
        buffer.draw(DisplayText(title), in: Rect(x: box.x + 2, y: box.y, width: box.width - 4, height: 1), style: theme.style(.title))
        let inner = box.inset(horizontal: 2, vertical: 1)
        let first = clampedPanelOffset(offset, rowCount: rows.count)
        for (line, (text, role)) in rows.dropFirst(first).prefix(inner.height).enumerated() {
            buffer.draw(text, in: inner.row(line), style: theme.style(role))
        }
        if rows.count > inner.height {
            let last = min(rows.count, first + inner.height)
            let position = DisplayText(" \(first + 1)–\(last) of \(rows.count) · j/k ")
            buffer.drawTrailing(position, in: Rect(x: box.x + 2, y: box.maxY - 1, width: box.width - 4, height: 1), style: theme.style(.muted))
        }
    }
}
