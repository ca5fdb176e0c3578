import FeedInput
import FeedModel
import FeedRendering

/// What each key does; `HelpText` lists the same keys for people.
extension BrowserState {
    /// One key: the state changed, and the effects it asks for.
    mutating func handle(_ key: Key) -> [Effect] {
        if let overlay {
            return handle(key, in: overlay)
        }
        switch key {
        case .up, .character("k"): moveFocusVertically(down: false)
        case .down, .character("j"): moveFocusVertically(down: true)
        case .left, .character("h"): moveFocusHorizontally(right: false)
        case .right, .character("l"): moveFocusHorizontally(right: true)
        case .tab: moveFocusToModule(next: true)
        case .backTab: moveFocusToModule(next: false)
        case .enter: return activateFocused()
        case .character("f"): return favoriteFocused()
        case .escape, .backspace: goBack()
        case .character("1"): switchTab(.home)
        case .character("2"): switchTab(.deals)
        case .character("3"): switchTab(.favorites)
        case .character("4"), .character("c"): switchTab(.cart)
        case .pageDown, .character(" "): scrollPage(down: true)
        case .pageUp: scrollPage(down: false)
        case .home, .character("g"):
            screen.anchor = .top
            focusFirstVisible()
        case .end, .character("G"):
            screen.anchor = screen.lastAnchor(width: width, viewport: viewport)
            focusLastVisible()
        case .character("r"): return reload()
        case .character("/"): overlay = .searchPrompt("")
        case .character("d"): overlay = .diagnostics(offset: 0)
        case .character("i"): return inspectFocused()
        case .character("?"): overlay = .help
        case .character("q"): isFinished = true
        case .character(let other):
            guard let effects = handleCartKey(key) else {
                statusMessage = .noCommand(other)
                return []
            }
            return effects
        }
        return []
    }

    private mutating func scrollPage(down: Bool) {
        screen.scroll(by: (down ? 1 : -1) * max(1, viewport - 1), width: width, viewport: viewport)
        keepFocusVisible()
    }

    private mutating func handle(_ key: Key, in overlay: BrowserOverlay) -> [Effect] {
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
                return checkOut()
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
