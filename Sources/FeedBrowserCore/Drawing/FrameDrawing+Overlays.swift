import FeedModel
import FeedRendering

/// The overlays over the list: framed boxes (help, the checkout question) and the panels that
/// scroll (the problems, inspect).
extension FrameDrawing {
    /// A framed box over the top of the list, only as large as its content needs.
    private func drawBox(title: String, lines: [(DisplayText, TextRole)], in area: Rect, into buffer: inout Buffer) {
        let theme = environment.theme
        let titleText = " " + DisplayText(title) + " "
        var box = area.inset(horizontal: area.width >= 50 ? 4 : 0, vertical: 0)
        // Long lines wrap, indented, so a diagnostic's whole message can be read.
        let rows = lines.flatMap { text, role in
            text.wrapped(width: max(1, box.width - 4)).enumerated().map { index, line in (index == 0 ? line : "  " + line, role) }
        }
        let contentWidth = max(rows.map(\.0.width).max() ?? 0, titleText.width + 2)
        box.width = min(box.width, contentWidth + 4)
        box.height = min(box.height, rows.count + 2)
        buffer.fill(box, style: .plain)
        Frame.draw(box, style: theme.style(.border), into: &buffer)
        buffer.draw(titleText, in: Rect(x: box.x + 2, y: box.y, width: box.width - 4, height: 1), style: theme.style(.title))
        let inner = box.inset(horizontal: 2, vertical: 1)
        for (offset, (text, role)) in rows.prefix(inner.height).enumerated() {
            buffer.draw(text, in: inner.row(offset), style: theme.style(role))
        }
        if rows.count > inner.height {
            // On the bottom edge, never over a line of text.
            let more = DisplayText(" … \(rows.count - inner.height) more ")
            buffer.drawTrailing(more, in: Rect(x: box.x + 2, y: box.maxY - 1, width: box.width - 4, height: 1), style: theme.style(.muted))
        }
    }

    /// "Check out?", with the cart's count and totals.
    func drawCheckoutQuestion(in area: Rect, into buffer: inout Buffer) {
        let count = state.shopper.cartCount
        let lines: [(DisplayText, TextRole)] = [
            (DisplayText("\(count) item\(count == 1 ? "" : "s") · \(CartLine.totals(of: state.shopper.kept.cart))"), .price),
            ("", .body),
            ("y places the order; any other key cancels", .subtitle),
        ]
        drawBox(title: "Check out?", lines: lines, in: area, into: &buffer)
    }

    /// The keys, as `HelpText` lists them.
    func drawHelp(in area: Rect, into buffer: inout Buffer) {
        let keyWidth = HelpText.lines.map { DisplayText($0.keys).width }.max() ?? 0
        let lines = HelpText.lines.map { entry -> (DisplayText, TextRole) in
            let padding = String(repeating: " ", count: keyWidth - DisplayText(entry.keys).width + 2)
            return (DisplayText(entry.keys + padding + entry.meaning), .body)
        }
        drawBox(title: "Keys (any key closes)", lines: lines, in: area, into: &buffer)
    }

    /// The current screen's problems, from row `offset`.
    func drawDiagnostics(offset: Int, into buffer: inout Buffer) {
        let screen = state.screen
        let problems = screen.listedProblems.count
        let title = " Problems on \(screen.title)" + (problems > 1 ? " (\(problems))" : "") + " "
        drawPanel(title: title, rows: chrome.diagnosticRows(), offset: offset, into: &buffer)
    }

    /// The inspect panel, from row `offset`.
    func drawInspector(_ panel: InspectorPanel, offset: Int, into buffer: inout Buffer) {
        drawPanel(title: " Inspect: \(panel.title) ", rows: chrome.inspectorRows(panel), offset: offset, into: &buffer)
    }

    /// A framed list that scrolls: nothing in it is cut; where it goes on, the frame's bottom
    /// edge says which lines show.
    private func drawPanel(title: String, rows: [(DisplayText, TextRole)], offset: Int, into buffer: inout Buffer) {
        let theme = environment.theme
        let chrome = chrome
        var box = chrome.panelBox
        box.height = min(box.height, rows.count + 2)
        buffer.fill(box, style: .plain)
        Frame.draw(box, style: theme.style(.border), into: &buffer)
        buffer.draw(DisplayText(title), in: Rect(x: box.x + 2, y: box.y, width: box.width - 4, height: 1), style: theme.style(.title))
        let inner = box.inset(horizontal: 2, vertical: 1)
        let first = Overlays.clamped(offset, Overlays.PanelSize(rows: rows.count, page: chrome.panelPage))
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
