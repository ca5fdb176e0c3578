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

    /// The size of the scrolling panel open now, for the keys that scroll it.
    var panelSize: Overlays.PanelSize {
        switch overlays.shown {
        case .diagnostics: Overlays.PanelSize(rows: diagnosticRows().count, page: panelPage)
        case .inspector(let panel, _): Overlays.PanelSize(rows: inspectorRows(panel).count, page: panelPage)
        default: Overlays.PanelSize(rows: 0, page: panelPage)
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
        let first = Overlays.clamped(offset, Overlays.PanelSize(rows: rows.count, page: panelPage))
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
