import FeedInput

/// The overlays feature: what is drawn over the list (help, the screen's problems, inspect, the
/// search prompt, the checkout question) and what keys do while one is open.
///
/// It owns only which overlay shows and where it is scrolled; what it asks of the rest of
/// the browser (quit, check out, search) it returns as an `OverlayOutcome`.
struct Overlays: Equatable {
    /// The overlay showing, if any.
    var shown: BrowserOverlay?

    /// The rows a scrolling panel has and how many show at once, for the panel open now.
    struct PanelSize: Equatable {
        var rows: Int
        var page: Int
    }

    /// Whether the inspect panel is open and waiting for its document.
    var awaitsInspection: Bool {
        if case .inspector(let panel, _) = shown { panel.isPending } else { false }
    }

    /// One key while an overlay shows; `panel` measures the problems or inspect panel.
    mutating func update(_ key: Key, panel: PanelSize) -> OverlayOutcome {
        switch shown {
        case nil:
            return .handled
        case .help:
            // Any key closes; q still quits so it never feels stuck.
            shown = nil
            return key == .character("q") ? .quit : .handled
        case .diagnostics(let offset):
            if let target = Self.scrollTarget(key, offset: offset, page: panel.page) {
                shown = .diagnostics(offset: Self.clamped(target, panel))
                return .handled
            }
            return closePanel(on: key, closers: [.escape, .enter, .character("d")], else: .problemsPanelKeys)
        case .inspector(let inspector, let offset):
            if let target = Self.scrollTarget(key, offset: offset, page: panel.page) {
                shown = .inspector(inspector, offset: Self.clamped(target, panel))
                return .handled
            }
            return closePanel(on: key, closers: [.escape, .enter, .character("i")], else: .panelKeys)
        case .searchPrompt(let query):
            return typeSearch(key, query: query)
        case .confirmCheckout:
            shown = nil
            return key == .character("y") ? .checkOut : .status(.checkoutCancelled)
        }
    }

    /// The inspect panel's content, when the reader still waits for it: Esc before it came
    /// leaves it unshown.
    mutating func fill(_ inspector: InspectorPanel) {
        if awaitsInspection { shown = .inspector(inspector, offset: 0) }
    }

    private mutating func closePanel(on key: Key, closers: [Key], else hint: StatusMessage) -> OverlayOutcome {
        if closers.contains(key) {
            shown = nil
            return .handled
        }
        return key == .character("q") ? .quit : .status(hint)
    }

    private mutating func typeSearch(_ key: Key, query: String) -> OverlayOutcome {
        switch key {
        case .enter:
            shown = nil
            return query.isEmpty ? .status(.searchCancelled) : .search(query)
        case .escape:
            shown = nil
            return .status(.searchCancelled)
        case .backspace:
            shown = .searchPrompt(String(query.dropLast()))
        case .character(let character):
            shown = .searchPrompt(query + String(character))
        default:
            break
        }
        return .handled
    }

    /// The first row shown of a panel of `panel.rows` rows, kept in range.
    static func clamped(_ offset: Int, _ panel: PanelSize) -> Int {
        max(0, min(offset, panel.rows - panel.page))
    }

    /// Where a scrolling key moves a panel's first row, or nil for any other key.
    private static func scrollTarget(_ key: Key, offset: Int, page: Int) -> Int? {
        switch key {
        case .down, .character("j"): offset + 1
        case .up, .character("k"): offset - 1
        case .pageDown, .character(" "): offset + page
        case .pageUp: offset - page
        case .home, .character("g"): 0
        case .end, .character("G"): Int.max / 2
        default: nil
        }
    }
}
