import FeedModel
import FeedRendering

/// The browser's action environment: what each action of the layout format does here.
extension Browser {
    /// Hands an action the browser starts itself (`f`, search) to the host, then performs it.
    func dispatch(_ action: Action) {
        host(action)
        perform(action)
    }

    /// Activates an element: its component, drawn with `activating` set, hands its action to an
    /// `ActionHandler` that tells the host and collects it; the browser then performs it.
    /// The browser never reads a component's action itself.
    func activate(_ element: ElementID) {
        guard element.module < screen.list.count else { return }
        let inbox = ActionInbox()
        let host = self.host
        let handler = ActionHandler { action in
            host(action)
            inbox.append(action)
        }
        _ = screen.list.render(element.module, width: width, focus: element, state: drawingState, activating: element, actionHandler: handler)
        for action in inbox.take() {
            perform(action)
        }
    }

    /// The browser's action environment: what each action of the layout format does here.
    func perform(_ action: Action) {
        switch action {
        case .openListing(let listingID):
            openListing(listingID)
        case .openShop(let shopID, let shopName):
            openShop(shopID, name: shopName)
        case .openFeed(let feed):
            openFeed(feed)
        case .openURL(let url):
            status = "Link: \(url) (feedterm shows links, it does not open them)"
        case .applyCoupon(let code, _):
            viewState.appliedCoupons.insert(code)
            status = "Coupon \(code) applied"
        case .toggleFavorite(let listingID):
            toggleFavorite(listingID)
        case .followShop(let shopID):
            if viewState.followedShops.remove(shopID) == nil {
                viewState.followedShops.insert(shopID)
                status = "Following shop \(shopID)"
            } else {
                status = "No longer following shop \(shopID)"
            }
        case .addToCart(let listingID, let quantity):
            cart[listingID, default: 0] += quantity
            let name = catalogue[listingID]?.title ?? "listing \(listingID)"
            status = "Added \(quantity) × \(name) to the cart · \(cartCount) item\(cartCount == 1 ? "" : "s")"
        case .search(let query):
            if let query, !query.isEmpty {
                search(query)
            } else {
                overlay = .searchPrompt("")
            }
        case .unknown(let type):
            status = "This version of feedterm cannot perform '\(type)'"
        }
    }

    /// Items in the cart, counting quantities.
    public var cartCount: Int { cart.values.reduce(0, +) }

    /// Performs the focused element's action.
    func performFocused() {
        guard let hotspot = focusedHotspot() else {
            status = "Nothing is focused here"
            return
        }
        activate(hotspot.element)
    }

    /// Favorites or un-favorites the focused listing (`f`).
    /// `f`: favorites the focused listing; on a listing's own screen, that listing when the
    /// focus is on something that is not a listing (its button, its shop).
    func favoriteFocused() {
        var screenListing: Int?
        if case .listing(let listingID) = screen.kind {
            screenListing = listingID
        }
        guard let listingID = focusedHotspot()?.listingID ?? screenListing else {
            status = "The focused element is not a listing"
            return
        }
        dispatch(.toggleFavorite(listingID: listingID))
    }

    private func toggleFavorite(_ listingID: Int) {
        let card = catalogue[listingID]
        let favorite = !(card.map(viewState.isFavorite) ?? viewState.favorites[listingID] ?? false)
        viewState.favorites[listingID] = favorite
        let name = card?.title ?? "Listing \(listingID)"
        status = favorite ? "♥ \(name) added to favorites" : "♡ \(name) removed from favorites"
        refreshFavorites()
        if activeTab == .favorites { keepFocusVisible() }
    }

    private func openListing(_ listingID: Int) {
        let kind = ScreenKind.listing(listingID)
        // A listing the source has (even a broken one) is its own screen; one it lacks is built
        // from its card.
        if let path = kind.path, let result = source.load(path) {
            let fromSource = screen(kind, path: path, title: catalogue[listingID]?.title ?? "Listing \(listingID)", from: result)
            push(fromSource)
            status = fromSource.problem ?? fromSource.title
            return
        }
        guard let card = catalogue[listingID] else {
            status = "Listing \(listingID) is not in this source"
            return
        }
        // No screen of its own: build one from the card.
        let detail = Module(id: "listing-\(listingID)", type: "listing_detail", payload: ListingDetail(
            listing: card, button: Button(buttonText: "Add to cart", action: .addToCart(listingID: listingID, quantity: 1))
        ))
        push(Screen(kind: .listing(listingID), title: card.title, list: ModuleList(modules: [detail], renderer: renderer)))
        status = "\(card.title) (built from its card: the source has no listings/\(listingID).json)"
    }

    private func openShop(_ shopID: Int, name: String?) {
        let kind = ScreenKind.shop(shopID)
        guard let path = kind.path, let result = source.load(path) else {
            status = "\(name ?? "Shop \(shopID)") has no page in this source"
            return
        }
        let shop = screen(kind, path: path, title: name ?? "Shop \(shopID)", from: result)
        push(shop)
        status = shop.problem ?? shop.title
    }

    private func openFeed(_ feed: String) {
        switch feed {
        case "home", "deals":
            // A feed opened by an action starts at its top, wherever the tab was left.
            let tab: Tab = feed == "home" ? .home : .deals
            stacks[tab] = Array((stacks[tab] ?? []).prefix(1))
            stacks[tab]?[0].anchor = .top
            stacks[tab]?[0].focus = nil
            switchTab(tab)
            focusFirstVisible()
        default:
            if let problem = SourcePath.problem(with: feed + ".json") {
                // Never requested, never opened: a feed names paths inside its own source only.
                status = "Refused the feed “\(feed)”: \(problem)"
                return
            }
            let screen = loadScreen(.feed(feed), title: feed)
            push(screen)
            status = screen.problem ?? screen.title
        }
    }

    /// Esc and Backspace: back to the screen below, as it was left.
    func goBack() {
        guard stack.count > 1 else {
            status = "Already at the top of \(activeTab.title)"
            return
        }
        stack.removeLast()
        keepFocusVisible()
        status = "Back to \(screen.title)"
    }
}
