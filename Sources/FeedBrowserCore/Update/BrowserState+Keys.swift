import FeedInput
import FeedModel
import FeedRendering

/// What each key does; `HelpText` lists the same keys for people.
extension BrowserState {
    /// One key: the state changed, and the effects it asks for.
    mutating func handle(_ key: Key, in environment: BrowserEnvironment) -> [Effect] {
        if let overlay {
            return handle(key, over: overlay, in: environment)
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
        case .escape, .backspace: goBack(in: environment)
        case .character("1"): switchTab(.home, in: environment)
        case .character("2"): switchTab(.deals, in: environment)
        case .character("3"): switchTab(.favorites, in: environment)
        case .character("4"), .character("c"): switchTab(.cart, in: environment)
        case .pageDown, .character(" "): moveFocus(.pageDown, in: environment)
        case .pageUp: moveFocus(.pageUp, in: environment)
        case .home, .character("g"): moveFocus(.top, in: environment)
        case .end, .character("G"): moveFocus(.end, in: environment)
        case .character("r"): return reload(in: environment)
        case .character("/"): overlay = .searchPrompt("")
        case .character("d"): overlay = .diagnostics(offset: 0)
        case .character("i"): return inspectFocused(in: environment)
        case .character("?"): overlay = .help
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

    private mutating func handle(_ key: Key, over overlay: BrowserOverlay, in environment: BrowserEnvironment) -> [Effect] {
        switch overlay {
        case .help:
            // Any key closes; q still quits so it never feels stuck.
            self.overlay = nil
            if key == .character("q") { isFinished = true }
        case .diagnostics(let offset):
            handleDiagnostics(key, offset: offset)
        case .inspector(let panel, let offset):
            handleInspector(key, panel: panel, offset: offset)
        case .searchPrompt(let query):
            return handleSearchPrompt(key, query: query)
        case .confirmCheckout:
            self.overlay = nil
            if key == .character("y") {
                return checkOut(in: environment)
            }
            statusMessage = .checkoutCancelled
        }
        return []
    }

    private mutating func handleSearchPrompt(_ key: Key, query: String) -> [Effect] {
        switch key {
        case .enter:
            overlay = nil
            if query.isEmpty {
                statusMessage = .searchCancelled
            } else {
                // Search is an action like any other: the host hears of it first.
                return [.perform(.search(query: query))]
            }
        case .escape:
            overlay = nil
            statusMessage = .searchCancelled
        case .backspace:
            overlay = .searchPrompt(String(query.dropLast()))
        case .character(let character):
            overlay = .searchPrompt(query + String(character))
        default:
            break
        }
        return []
    }
}
