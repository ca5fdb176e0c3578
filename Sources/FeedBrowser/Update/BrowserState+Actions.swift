import FeedModel
import FeedRendering

/// Activating elements, and the browser's own action environment: what each action of the
/// layout format does here when the host has not handled it.
extension BrowserState {
    /// Activates an element: the action its module's focus plan declares goes to the host.
    mutating func activate(_ element: ElementID) {
        guard element.module < screen.list.count else { return }
        guard let stop = screen.list.focusPlan(element.module).stop(at: element.element) else { return }
        outbox.append(.perform(stop.action))
    }

    /// Enter: activates the focused element.
    mutating func activateFocused() {
        guard let focus = screen.focus, focusedHotspot() != nil else {
            status = "Nothing is focused here"
            return
        }
        activate(focus)
    }

    /// `f`: favorites the focused listing; on a listing's own screen, that listing when the
    /// focus is on something that is not a listing (its button, its shop).
    mutating func favoriteFocused() {
        var screenListing: Int?
        if case .listing(let listingID) = screen.kind {
            screenListing = listingID
        }
        let focusedListing = screen.focus.flatMap { screen.list.focusPlan($0.module).stop(at: $0.element)?.listingID }
        guard let listingID = focusedListing ?? screenListing else {
            status = "The focused element is not a listing"
            return
        }
        outbox.append(.perform(.toggleFavorite(listingID: listingID)))
    }

    /// What each action does when the host did not handle it.
    mutating func performBuiltIn(_ action: Action) {
        switch action {
        case .openListing(let listingID):
            let title = catalogue[listingID]?.title ?? "Listing \(listingID)"
            pushLoading(.listing(listingID), title: title)
        case .openShop(let shopID, let shopName):
            pushLoading(.shop(shopID), title: shopName ?? "Shop \(shopID)")
        case .openFeed(let feed):
            openFeed(feed)
        case .openURL(let url):
            status = "Link: \(url) (feedterm shows links, it does not open them)"
        case .applyCoupon(let code, _):
            shopper.view.appliedCoupons.insert(code)
            status = "Coupon \(code) applied"
        case .toggleFavorite(let listingID):
            let card = catalogue[listingID]
            let favorite = shopper.toggleFavorite(listingID, card: card)
            let name = card?.title ?? "Listing \(listingID)"
            status = favorite ? "♥ \(name) added to favorites" : "♡ \(name) removed from favorites"
            refreshFavorites()
            if activeTab == .favorites { keepFocusVisible() }
        case .followShop(let shopID):
            status = shopper.toggleFollow(shopID) ? "Following shop \(shopID)" : "No longer following shop \(shopID)"
        case .addToCart(let listingID, let quantity):
            shopper.add(listingID, quantity: quantity)
            let name = catalogue[listingID]?.title ?? "listing \(listingID)"
            status = "Added \(quantity) × \(name) to the cart · \(cartCount) item\(cartCount == 1 ? "" : "s")"
        case .search(let query):
            if let query, !query.isEmpty {
                search(query)
            } else {
                overlay = .searchPrompt("")
            }
        case .unknown(let type, _):
            status = "This version of feedterm cannot perform '\(type)'"
        }
    }

    private mutating func openFeed(_ feed: String) {
        switch feed {
        case "home", "deals":
            // A feed opened by an action starts at its top, wherever the tab was left.
            let tab: Tab = feed == "home" ? .home : .deals
            navigation.stacks[tab] = Array((navigation.stacks[tab] ?? []).prefix(1))
            navigation.stacks[tab]?[0].anchor = .top
            navigation.stacks[tab]?[0].focus = nil
            switchTab(tab)
            focusFirstVisible()
        default:
            if let problem = SourcePath.problem(with: feed + ".json") {
                // Never requested, never opened: a feed names paths inside its own source only.
                status = "Refused the feed “\(feed)”: \(problem)"
                return
            }
            pushLoading(.feed(feed), title: feed)
        }
    }

    /// Pushes a screen on the current tab and puts focus on its first element.
    mutating func push(_ screen: Screen) {
        navigation.stack.append(screen)
        focusFirstVisible()
    }

    /// Esc and Backspace: back to the screen below, as it was left. A load for the screen left
    /// behind is dropped when it arrives.
    mutating func goBack() {
        guard navigation.stack.count > 1 else {
            status = "Already at the top of \(activeTab.title)"
            return
        }
        navigation.stack.removeLast()
        keepFocusVisible()
        status = "Back to \(screen.title)"
    }

    /// Switches tab; Favorites is rebuilt so it shows every heart as it is now.
    mutating func switchTab(_ tab: Tab) {
        navigation.activeTab = tab
        if tab == .favorites, navigation.stack.count == 1 {
            refreshFavorites()
        }
        keepFocusVisible()
        status = tab.title
    }
}
