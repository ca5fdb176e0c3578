import FeedInput
import FeedModel
import FeedRendering

/// What each key does; `HelpText` lists the same keys for people.
extension BrowserState {
    /// One key: the state changed, and the effects it asks for.
    mutating func handle(_ key: Key, in environment: BrowserEnvironment) -> [Effect] {
        if overlays.shown != nil {
            return handleOverlayKey(key, in: environment)
        }
        switch key {
        case .up, .character("k"): moveFocus(.up, in: environment)
        case .down, .character("j"): moveFocus(.down, in: environment)
        case .left, .character("h"): moveFocus(.left, in: environment)
        case .right, .character("l"): moveFocus(.right, in: environment)
        case .tab: moveFocus(.nextModule, in: environment)
        case .backTab: moveFocus(.previousModule, in: environment)
        case .enter: return activateFocused(in: environment)
        case .character("f"): return favoriteFocused(in: environment)
        case .escape, .backspace: go(.back, in: environment)
        case .character("1"): go(.switchTab(.home), in: environment)
        case .character("2"): go(.switchTab(.deals), in: environment)
        case .character("3"): go(.switchTab(.favorites), in: environment)
        case .character("4"), .character("c"): go(.switchTab(.cart), in: environment)
        case .pageDown, .character(" "): moveFocus(.pageDown, in: environment)
        case .pageUp: moveFocus(.pageUp, in: environment)
        case .home, .character("g"): moveFocus(.top, in: environment)
        case .end, .character("G"): moveFocus(.end, in: environment)
        case .character("r"): return reload(in: environment)
        case .character("/"): overlays.shown = .searchPrompt("")
        case .character("d"): overlays.shown = .diagnostics(offset: 0)
        case .character("i"): return inspectFocused(in: environment)
        case .character("?"): overlays.shown = .help
        case .character("q"): isFinished = true
        case .character(let other):
            guard let effects = handleCartKey(key, in: environment) else {
                statusMessage = .noCommand(other)
                return []
            }
            return effects
        }
        return []
    }

    /// A key while an overlay shows: the overlay takes it, and says what else to do.
    private mutating func handleOverlayKey(_ key: Key, in environment: BrowserEnvironment) -> [Effect] {
        switch overlays.update(key, panel: panelSize) {
        case .handled:
            break
        case .status(let message):
            statusMessage = message
        case .quit:
            isFinished = true
        case .checkOut:
            return checkOut(in: environment)
        case .search(let query):
            // Search is an action like any other: the host hears of it first.
            return [.perform(.search(query: query))]
        }
        return []
    }
}
