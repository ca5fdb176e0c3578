import FeedBrowserCore
import FeedInput
import FeedRendering

/// Each command done as the keys a sighted shopper would press, then what came of it said.
extension LinearSession {
    /// Does `command`, announces each effect, and reads the screen again when it changed.
    func perform(_ command: LinearCommand) {
        let before = (tab: runtime.state.activeTab, crumbs: runtime.state.breadcrumb, status: runtime.state.status)
        saves = []
        switch command {
        case .item(let number):
            guard let element = element(number) else { return }
            send(.focus(element), .input(.key(.enter)))
        case .favorite(let number):
            guard let element = element(number) else { return }
            send(.focus(element), key("f"))
        case .add(let number, let quantity):
            guard let element = element(number) else { return }
            guard page.listings[number - 1] != nil else { return say("Item \(number) is no listing; add takes a listing's number.") }
            addToCart(element, quantity: quantity)
        case .remove(let number):
            guard runtime.state.activeTab == .cart else { return say("remove takes an item of the cart: type cart first.") }
            guard let element = element(number) else { return }
            send(.focus(element), key("x"))
        case .cart: send(key("4"))
        case .checkout:
            if runtime.state.activeTab != .cart { send(key("4")) }
            send(key("o"))
            if runtime.state.asksToCheckOut {
                return say("Place the order of \(items(runtime.state.cartCount)) for \(runtime.state.cartTotal)? Type yes or no.")
            }
        case .yes, .no:
            guard runtime.state.asksToCheckOut else { return say("Nothing asks yes or no now.") }
            send(key(command == .yes ? "y" : "n"))
        case .home: send(key("1"))
        case .deals: send(key("2"))
        case .favorites: send(key("3"))
        case .back: send(.input(.key(.escape)))
        case .search(let words):
            send(key("/"))
            send(contentsOf: words.map { key($0) })
            send(.input(.key(.enter)))
        case .more: return readMore()
        case .again: return readScreen()
        case .help: return LinearCommand.helpLines.forEach(say)
        case .quit: return send(key("q"))
        case .unknown(let word): return say("Unknown command '\(word)'. Type help for the commands.")
        case .incomplete(let word):
            return say(word == "search" ? "search needs words: search walnut." : "\(word) needs an item's number: \(word) 12.")
        }
        announce(since: before)
    }

    /// The element of item `number` on the screen being read, or nil, said why.
    private func element(_ number: Int) -> ElementID? {
        readAtLeast(number)
        guard page.elements.indices.contains(number - 1) else {
            say("There is no item \(number): \(LinearWords.plain(page.name)) has \(items(page.elements.count))\(page.mayGrow ? " so far" : "").")
            return nil
        }
        return page.elements[number - 1]
    }

    /// Puts `quantity` of a listing in the cart as a shopper does: its screen opened, its Add
    /// to cart pressed, + for each one more, and back where they were.
    private func addToCart(_ element: ElementID, quantity: Int) {
        let opened = runtime.state.breadcrumb
        send(.focus(element), .input(.key(.enter)))
        guard runtime.state.breadcrumb != opened, let button = runtime.state.readingOrder(in: runtime.environment).first(where: { $0.text.contains("Add to cart") }) else {
            if runtime.state.breadcrumb != opened { send(.input(.key(.escape))) }
            return say("That listing's page has no Add to cart.")
        }
        send(.focus(button.element), .input(.key(.enter)))
        for _ in 1..<max(1, quantity) { send(key("+")) }
        send(.input(.key(.escape)))
    }

    func send(contentsOf events: [BrowserEvent]) {
        for event in events { send(event) }
    }

    /// Says each save, else a new status line; reads the screen when it is another one.
    private func announce(since before: (tab: Tab, crumbs: [String], status: String)) {
        let state = runtime.state
        let sentences = LinearAnnouncements.sentences(for: saves, in: state)
        sentences.forEach(say)
        let moved = state.activeTab != before.tab || state.breadcrumb != before.crumbs
        if sentences.isEmpty, !moved, state.status != before.status { say(state.status) }
        if moved, !state.isFinished { readScreen() }
    }

    func items(_ count: Int) -> String { LinearAnnouncements.items(count) }
}
