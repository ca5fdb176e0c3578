import FeedRendering

/// What each key does; `HelpText` lists the same keys for people.
extension Browser {
    func handle(_ key: Key) {
        if let overlay {
            handle(key, in: overlay)
            return
        }
        switch key {
        case .up, .character("k"): moveFocusVertically(down: false)
        case .down, .character("j"): moveFocusVertically(down: true)
        case .left, .character("h"): moveFocusHorizontally(right: false)
        case .right, .character("l"): moveFocusHorizontally(right: true)
        case .tab: moveFocusToModule(next: true)
        case .backTab: moveFocusToModule(next: false)
        case .enter: performFocused()
        case .character("f"): favoriteFocused()
        case .escape, .backspace: goBack()
        case .character("1"): switchTab(.home)
        case .character("2"): switchTab(.deals)
        case .character("3"): switchTab(.favorites)
        case .pageDown, .character(" "): scrollPage(down: true)
        case .pageUp: scrollPage(down: false)
        case .home, .character("g"):
            screen.anchor = .top
            focusFirstVisible()
        case .end, .character("G"):
            screen.anchor = screen.lastAnchor(width: width, viewport: viewport)
            focusLastVisible()
        case .character("r"): reload()
        case .character("/"): overlay = .searchPrompt("")
        case .character("d"): overlay = .diagnostics(offset: 0)
        case .character("?"): overlay = .help
        case .character("q"): isFinished = true
        case .character(let other):
            status = "No command on ‘\(other)’ · press ? for keys"
        }
    }

    private func scrollPage(down: Bool) {
        screen.scroll(by: (down ? 1 : -1) * max(1, viewport - 1), width: width, viewport: viewport)
        keepFocusVisible()
    }

    private func handle(_ key: Key, in overlay: BrowserOverlay) {
        switch overlay {
        case .help:
            // Any key closes; q still quits so it never feels stuck.
            self.overlay = nil
            if key == .character("q") { isFinished = true }
        case .diagnostics(let offset):
            handleDiagnostics(key, offset: offset)
        case .searchPrompt(let query):
            switch key {
            case .enter:
                self.overlay = nil
                if query.isEmpty {
                    status = "Search cancelled"
                } else {
                    dispatch(.search(query: query))
                }
            case .escape:
                self.overlay = nil
                status = "Search cancelled"
            case .backspace:
                self.overlay = .searchPrompt(String(query.dropLast()))
            case .character(let character):
                self.overlay = .searchPrompt(query + String(character))
            default:
                break
            }
        }
    }

    func click(x: Int, y: Int) {
        if y == 0, let tab = tabHit(x: x) {
            switchTab(tab)
            return
        }
        overlay = nil
        guard let hotspot = lastHotspots.first(where: { $0.rect.contains(x: x, y: y) }) else { return }
        setFocus(hotspot.element)
        activate(hotspot.element)
    }
}
