import FeedInput

/// The overlays feature: which overlay shows, and what keys do while one is open. What it asks
/// of the rest of the browser (quit, check out, search) are the outcome's asks.
enum OverlaysFeature: Feature {
    static func update(_ overlays: inout Overlays, _ action: OverlayAction, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .show(let overlay):
            overlays.shown = overlay
            return .none
        case .inspect(let request):
            overlays.shown = .inspector(InspectorPanel(title: request.part, lines: ["Reading \(request.path) …"], isPending: true), offset: 0)
            return Outcome([.inspect(request)])
        case .inspected(let panel):
            // Esc before it came leaves it unshown.
            if overlays.awaitsInspection { overlays.shown = .inspector(panel, offset: 0) }
            return .none
        case .key(let key, let panel):
            return press(key, panel: panel, on: &overlays)
        }
    }

    private static func press(_ key: Key, panel: Overlays.PanelSize, on overlays: inout Overlays) -> Outcome {
        switch overlays.shown {
        case nil:
            return .none
        case .help:
            // Any key closes; q still quits so it never feels stuck.
            overlays.shown = nil
            return key == .character("q") ? Outcome(asks: [.quit]) : .none
        case .diagnostics(let offset):
            if let target = Overlays.scrollTarget(key, offset: offset, page: panel.page) {
                overlays.shown = .diagnostics(offset: Overlays.clamped(target, panel))
                return .none
            }
            return closePanel(&overlays, on: key, closers: [.escape, .enter, .character("d")], else: .problemsPanelKeys)
        case .inspector(let inspector, let offset):
            if let target = Overlays.scrollTarget(key, offset: offset, page: panel.page) {
                overlays.shown = .inspector(inspector, offset: Overlays.clamped(target, panel))
                return .none
            }
            return closePanel(&overlays, on: key, closers: [.escape, .enter, .character("i")], else: .panelKeys)
        case .searchPrompt(let query):
            return typeSearch(key, query: query, on: &overlays)
        case .confirmCheckout:
            overlays.shown = nil
            return key == .character("y") ? Outcome(asks: [.checkOut]) : .status(.checkoutCancelled)
        }
    }

    private static func closePanel(_ overlays: inout Overlays, on key: Key, closers: [Key], else hint: StatusMessage) -> Outcome {
        if closers.contains(key) {
            overlays.shown = nil
            return .none
        }
        return key == .character("q") ? Outcome(asks: [.quit]) : .status(hint)
    }

    private static func typeSearch(_ key: Key, query: String, on overlays: inout Overlays) -> Outcome {
        switch key {
        case .enter:
            overlays.shown = nil
            return query.isEmpty ? .status(.searchCancelled) : Outcome(asks: [.search(query)])
        case .escape:
            overlays.shown = nil
            return .status(.searchCancelled)
        case .backspace:
            overlays.shown = .searchPrompt(String(query.dropLast()))
        case .character(let character):
            overlays.shown = .searchPrompt(query + String(character))
        default:
            break
        }
        return .none
    }
}
