import FeedModel
import FeedRendering

/// Drawing a frame: tab bar, breadcrumb, the visible modules, overlays and the status line.
extension BrowserState {
    /// The whole screen as it should look now, with its hotspots, and the environment's
    /// layouts with what this frame measured and drew added. Whoever shows the frame keeps both
    /// for the next event (`BrowserFrame`). It changes nothing it is handed but the picture
    /// store's own order of use, which drawing a picture refreshes.
    ///
    /// The environment is taken, not borrowed, so that its layouts are the frame's alone and
    /// what it adds copies nothing kept: hand over a copy to keep using your own.
    ///
    /// - Complexity: proportional to the modules in view, not to the feed's length.
    public func frame(in environment: consuming BrowserEnvironment) -> BrowserFrame {
        let environment = environment.measuring()
        let buffer = draw(in: environment)
        return BrowserFrame(buffer: buffer, layouts: environment.measured())
    }

    /// The whole screen drawn.
    private func draw(in environment: BrowserEnvironment) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        let theme = environment.theme
        guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
            let notice = DisplayText("Terminal too small: \(width)×\(height), need \(Self.minimumSize.width)×\(Self.minimumSize.height)")
            for (offset, line) in notice.wrapped(width: width, maxLines: height).enumerated() {
                buffer.draw(line, in: buffer.area.row(offset), style: theme.style(.error))
            }
            return buffer
        }
        drawTabBar(into: &buffer, in: environment)
        drawBreadcrumb(into: &buffer, in: environment)
        let list = Rect(x: 0, y: 2, width: width, height: viewport)
        if screen.isLoading {
            drawLoading(in: list, into: &buffer, in: environment)
        } else if screen.list.count == 0, let problem = screen.problem {
            drawProblem(problem, in: list, into: &buffer, in: environment)
        } else {
            let layout = layout(in: environment)
            for (index, top) in screen.visibleModules(in: layout.list, viewport: viewport) {
                buffer.blit(screen.drawModule(index, focus: screen.focus, in: layout), x: 0, y: list.y + top, clip: list)
            }
        }
        switch overlays.shown {
        case .help: drawHelp(in: list, into: &buffer, in: environment)
        case .diagnostics(let offset): drawDiagnostics(offset: offset, into: &buffer, in: environment)
        case .inspector(let panel, let offset): drawInspector(panel, offset: offset, into: &buffer, in: environment)
        case .confirmCheckout: drawCheckoutQuestion(in: list, into: &buffer, in: environment)
        case .searchPrompt, nil: break
        }
        drawStatusLine(into: &buffer, in: environment)
        return buffer
    }

    private func drawBreadcrumb(into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let trail = breadcrumb.map { DisplayText($0) }.reduce(DisplayText(" ")) { $0.isEmpty || $0.width == 1 ? $0 + $1 : $0 + " › " + $1 }
        buffer.draw(trail, in: buffer.area.row(1), style: environment.theme.style(.subtitle))
    }

    private func drawStatusLine(into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let theme = environment.theme
        let row = buffer.area.row(height - 1)
        buffer.fill(row, style: theme.style(.status))
        if case .searchPrompt(let query) = overlays.shown {
            buffer.draw(DisplayText(" Search: \(query)▏ (Enter to search, Esc to cancel)"), in: row, style: theme.style(.status))
            return
        }
        let problems = screen.listedProblems.count
        let documents = navigation.loads.documentCount
        let loading = documents > 0 ? "⋯ \(documents) loading · " : ""
        let trailing = DisplayText(loading + (problems > 0 ? "\(problems) problem\(problems == 1 ? "" : "s") · d  " : "") + "? help ")
        var left = row
        if width >= trailing.width + 20 {
            buffer.drawTrailing(trailing, in: row, style: theme.style(.status))
            left.width -= trailing.width + 1
        }
        buffer.draw(" " + DisplayText(status), in: left, style: theme.style(.status))
    }

    private func drawLoading(in area: Rect, into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let theme = environment.theme
        buffer.draw(DisplayText("⋯ Loading \(screen.title)…"), in: Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1), style: theme.style(.muted))
        let hint = "Keys work while it loads: Esc goes back, 1–4 switch tabs, q quits"
        for (offset, line) in DisplayText(hint).wrapped(width: area.width - 2, maxLines: 2).enumerated() where area.y + 2 + offset < area.maxY {
            buffer.draw(line, in: Rect(x: area.x + 1, y: area.y + 2 + offset, width: area.width - 2, height: 1), style: theme.style(.subtitle))
        }
    }

    private func drawProblem(_ problem: String, in area: Rect, into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let theme = environment.theme
        var lines: [(DisplayText, TextRole)] = [(DisplayText("Could not show \(screen.title)"), .error), (DisplayText(problem), .body), ("", .body)]
        for diagnostic in screen.diagnostics {
            lines.append((DisplayText(diagnostic.description), .muted))
        }
        lines.append(("", .body))
        lines.append(("Press r to try again, Esc to go back, 1–4 for the other tabs", .subtitle))
        var y = area.y
        for (text, role) in lines {
            for line in text.wrapped(width: area.width - 2, maxLines: 4) where y < area.maxY {
                buffer.draw(line, in: Rect(x: area.x + 1, y: y, width: area.width - 2, height: 1), style: theme.style(role))
                y += 1
            }
        }
    }

    /// A framed box over the top of the list, only as large as its content needs.
    private func drawBox(title: String, lines: [(DisplayText, TextRole)], in area: Rect, into buffer: inout Buffer, in environment: BrowserEnvironment) {
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

    private func drawCheckoutQuestion(in area: Rect, into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let count = shopper.cartCount
        let lines: [(DisplayText, TextRole)] = [
            (DisplayText("\(count) item\(count == 1 ? "" : "s") · \(CartLine.totals(of: shopper.kept.cart))"), .price),
            ("", .body),
            ("y places the order; any other key cancels", .subtitle),
        ]
        drawBox(title: "Check out?", lines: lines, in: area, into: &buffer, in: environment)
    }

    private func drawHelp(in area: Rect, into buffer: inout Buffer, in environment: BrowserEnvironment) {
        let keyWidth = HelpText.lines.map { DisplayText($0.keys).width }.max() ?? 0
        let lines = HelpText.lines.map { entry -> (DisplayText, TextRole) in
            let padding = String(repeating: " ", count: keyWidth - DisplayText(entry.keys).width + 2)
            return (DisplayText(entry.keys + padding + entry.meaning), .body)
        }
        drawBox(title: "Keys (any key closes)", lines: lines, in: area, into: &buffer, in: environment)
    }

}
