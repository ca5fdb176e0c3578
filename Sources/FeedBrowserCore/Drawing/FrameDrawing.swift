import FeedModel
import FeedRendering

/// Drawing a frame: tab bar, breadcrumb, the visible modules, overlays and the status line, as
/// a pure function of the state and the environment (`BrowserState.frame(in:)`).
struct FrameDrawing {
    /// What is drawn.
    let state: BrowserState
    /// What it is drawn with: the theme, the renderers, the measures kept.
    let environment: BrowserEnvironment

    private var theme: Theme { environment.theme }
    private var screen: Screen { state.screen }
    /// Where the tab bar and the panels stand, as `update` measures them too.
    var chrome: ScreenChrome { ScreenChrome(state: state) }

    /// The whole screen drawn.
    func draw() -> Buffer {
        var buffer = Buffer(width: state.width, height: state.height)
        let minimum = BrowserState.minimumSize
        guard state.width >= minimum.width, state.height >= minimum.height else {
            let notice = DisplayText("Terminal too small: \(state.width)×\(state.height), need \(minimum.width)×\(minimum.height)")
            for (offset, line) in notice.wrapped(width: state.width, maxLines: state.height).enumerated() {
                buffer.draw(line, in: buffer.area.row(offset), style: theme.style(.error))
            }
            return buffer
        }
        drawTabBar(into: &buffer)
        drawBreadcrumb(into: &buffer)
        let list = chrome.listArea
        if screen.isLoading {
            drawLoading(in: list, into: &buffer)
        } else if screen.list.count == 0, let problem = screen.problem {
            drawProblem(problem, in: list, into: &buffer)
        } else {
            let layout = state.layout(in: environment)
            for (index, top) in screen.visibleModules(in: layout.list, viewport: state.viewport) {
                buffer.blit(screen.drawModule(index, focus: screen.focus, in: layout), x: 0, y: list.y + top, clip: list)
            }
            // The cursor stands on the focused element's first cell in view.
            if let focused = buffer.hotspots.first(where: { $0.element == screen.focus })?.rect.intersection(list), !focused.isEmpty {
                buffer.cursor = CellPosition(x: focused.x, y: focused.y)
            }
        }
        switch state.overlays.shown {
        case .help: drawHelp(in: list, into: &buffer)
        case .diagnostics(let offset): drawDiagnostics(offset: offset, into: &buffer)
        case .inspector(let panel, let offset): drawInspector(panel, offset: offset, into: &buffer)
        case .confirmCheckout: drawCheckoutQuestion(in: list, into: &buffer)
        case .searchPrompt, nil: break
        }
        // Over the list, an overlay takes the reader's eye: the cursor follows the focus no more.
        if state.overlays.shown != nil { buffer.cursor = nil }
        drawStatusLine(into: &buffer)
        return buffer
    }

    private func drawTabBar(into buffer: inout Buffer) {
        let row = buffer.area.row(0)
        for label in chrome.tabLabels() {
            var role: TextRole = label.tab == state.activeTab ? .tabActive : .tabInactive
            if label.tab == .cart, state.shopper.cartCount > 0, label.tab != state.activeTab { role = .price }
            buffer.draw(label.text, x: label.x, y: 0, style: theme.style(role), clip: row)
        }
    }

    private func drawBreadcrumb(into buffer: inout Buffer) {
        let trail = state.breadcrumb.map { DisplayText($0) }.reduce(DisplayText(" ")) { $0.isEmpty || $0.width == 1 ? $0 + $1 : $0 + " › " + $1 }
        buffer.draw(trail, in: buffer.area.row(1), style: theme.style(.subtitle))
    }

    private func drawStatusLine(into buffer: inout Buffer) {
        let row = buffer.area.row(state.height - 1)
        buffer.fill(row, style: theme.style(.status))
        if case .searchPrompt(let query) = state.overlays.shown {
            let typed = DisplayText(" Search: \(query)")
            buffer.draw(typed + "▏ (Enter to search, Esc to cancel)", in: row, style: theme.style(.status))
            // The cursor stands where the next character typed goes.
            buffer.cursor = CellPosition(x: min(state.width - 1, typed.width), y: row.y)
            return
        }
        let problems = screen.listedProblems.count
        let documents = state.navigation.loads.documentCount
        let loading = documents > 0 ? "⋯ \(documents) loading · " : ""
        let trailing = DisplayText(loading + (problems > 0 ? "\(problems) problem\(problems == 1 ? "" : "s") · d  " : "") + "? help ")
        var left = row
        if state.width >= trailing.width + 20 {
            buffer.drawTrailing(trailing, in: row, style: theme.style(.status))
            left.width -= trailing.width + 1
        }
        buffer.draw(" " + DisplayText(state.status), in: left, style: theme.style(.status))
    }

    private func drawLoading(in area: Rect, into buffer: inout Buffer) {
        buffer.draw(DisplayText("⋯ Loading \(screen.title)…"), in: Rect(x: area.x + 1, y: area.y, width: area.width - 2, height: 1), style: theme.style(.muted))
        let hint = "Keys work while it loads: Esc goes back, 1–4 switch tabs, q quits"
        for (offset, line) in DisplayText(hint).wrapped(width: area.width - 2, maxLines: 2).enumerated() where area.y + 2 + offset < area.maxY {
            buffer.draw(line, in: Rect(x: area.x + 1, y: area.y + 2 + offset, width: area.width - 2, height: 1), style: theme.style(.subtitle))
        }
    }

    private func drawProblem(_ problem: String, in area: Rect, into buffer: inout Buffer) {
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
}
