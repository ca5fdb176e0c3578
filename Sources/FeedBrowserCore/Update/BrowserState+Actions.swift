import FeedModel
import FeedRendering
import FoundationEssentials

/// Activating elements, and the browser's own action environment: what each action of the
/// layout format does here when the host has not handled it.
extension BrowserState {
    /// Activates an element: the action its module's focus plan declares goes to the host,
    /// unless the reader's app version does not know its type, which that app shows as inert.
    mutating func activate(_ element: ElementID, in environment: BrowserEnvironment) -> [Effect] {
        guard element.module < screen.list.count else { return [] }
        guard let stop = layout(in: environment).list.focusPlan(element.module).stop(at: element.element) else { return [] }
        let reader = environment.cohort
        if let version = reader.clientVersion, !reader.since.knows(stop.action.typeName, at: version) {
            statusMessage = .notInClientVersion(actionType: stop.action.typeName, version: version.description)
            return []
        }
        if case .cardButton(let index) = stop.part, let deals = screen.list.modules[element.module].payload as? DealsForYou,
           deals.items.indices.contains(index), deals.items[index].hasExpired(at: environment.clock()) {
            statusMessage = .couponExpired
            return []
        }
        return [.perform(stop.action)]
    }

    /// Enter: activates the focused element.
    mutating func activateFocused(in environment: BrowserEnvironment) -> [Effect] {
        guard let focus = screen.focus, focusedHotspot(in: environment) != nil else {
            statusMessage = .nothingFocused
            return []
        }
        return activate(focus, in: environment)
    }

    /// `f`: favorites the focused listing; on a listing's own screen, that listing when the
    /// focus is on something that is not a listing (its button, its shop).
    mutating func favoriteFocused(in environment: BrowserEnvironment) -> [Effect] {
        var screenListing: Int?
        if case .listing(let listingID) = screen.kind {
            screenListing = listingID
        }
        let focusedListing = screen.focus.flatMap { layout(in: environment).list.focusPlan($0.module).stop(at: $0.element)?.listingID }
        guard let listingID = focusedListing ?? screenListing else {
            statusMessage = .notAListing
            return []
        }
        return [.perform(.toggleFavorite(listingID: listingID))]
    }

    /// What each action does when the host did not handle it, and the effects it asks for.
    mutating func performBuiltIn(_ action: Action, in environment: BrowserEnvironment) -> [Effect] {
        switch action {
        case .openListing(let listingID):
            let title = catalogue[listingID]?.title ?? "Listing \(listingID)"
            return pushLoading(.listing(listingID), title: title, in: environment)
        case .openShop(let shopID, let shopName):
            if let shopName { shopNames[shopID] = shopName }
            return pushLoading(.shop(shopID), title: shopName ?? shopNames[shopID] ?? "Shop \(shopID)", in: environment)
        case .openFeed(let feed):
            return openFeed(feed, in: environment)
        case .openURL(let url):
            statusMessage = .link(url)
            return []
        case .applyCoupon(let code, let shopID):
            return shop(.applyCoupon(code: code, shopID: shopID), in: environment)
        case .toggleFavorite(let listingID):
            guard let card = knownCard(listingID) else {
                statusMessage = .unknownListing(listingID)
                return []
            }
            return shop(.toggleFavorite(card), in: environment)
        case .followShop(let shopID):
            return shop(.toggleFollow(shopID: shopID, name: shopName(shopID)), in: environment)
        case .addToCart(let listingID, let quantity):
            guard let card = knownCard(listingID) else {
                statusMessage = .unknownListing(listingID)
                return []
            }
            return shop(.addToCart(card, quantity: quantity), in: environment)
        case .search(let query):
            if let query, !query.isEmpty {
                search(query, in: environment)
            } else {
                overlays.shown = .searchPrompt("")
            }
            return []
        case .custom(let type, _):
            statusMessage = .cannotPerform(actionType: type)
            return []
        }
    }

    /// Hands an intent to the shopper feature; Favorites and the Cart are built again when
    /// it changed what they show.
    mutating func shop(_ intent: ShopperIntent, in environment: BrowserEnvironment) -> [Effect] {
        let outcome = shopper.update(intent)
        statusMessage = outcome.status
        if !outcome.effects.isEmpty { refreshBuiltScreens(in: environment) }
        return outcome.effects
    }

    private mutating func openFeed(_ feed: String, in environment: BrowserEnvironment) -> [Effect] {
        switch feed {
        case "home", "deals":
            // A feed opened by an action starts at its top, wherever the tab was left.
            go(.openAtTop(feed == "home" ? .home : .deals), in: environment)
            return []
        default:
            if let problem = SourcePath.problem(with: feed + ".json") {
                // Never requested, never opened: a feed names paths inside its own source only.
                statusMessage = .refusedFeed(feed: feed, problem: problem)
                return []
            }
            return pushLoading(.feed(feed), title: feed, in: environment)
        }
    }

    /// Hands an intent to the navigation feature, then puts focus right on the screen it
    /// shows: a new screen's first element, or where it was left on one returned to. A load
    /// for a screen left behind is dropped when it arrives.
    mutating func go(_ intent: NavigationIntent, in environment: BrowserEnvironment) {
        statusMessage = navigation.update(intent)
        switch intent {
        case .push:
            focusFirstVisible(in: environment)
        case .back:
            moveFocus(.keepInView, in: environment)
        case .switchTab, .openAtTop:
            // Favorites and the Cart show what the catalogue knows now; the kept state itself
            // is read at start and on reload (r), never per key.
            refreshBuiltScreens(in: environment)
            if case .openAtTop = intent {
                focusFirstVisible(in: environment)
            } else {
                moveFocus(.keepInView, in: environment)
            }
        }
    }

    /// The card of a listing seen in a feed, in the cart or among kept favorites.
    func knownCard(_ listingID: Int) -> ListingCard? {
        catalogue[listingID] ?? shopper.kept.cart.first { $0.listing.listingID == listingID }?.listing ?? shopper.kept.favorites[listingID]?.card
    }

    /// A shop's name: its screen's title, the name an action or a follow gave it.
    func shopName(_ shopID: Int) -> String? {
        if case .shop(shopID) = screen.kind, !screen.isLoading { return screen.title }
        return shopNames[shopID] ?? shopper.kept.follows[shopID] ?? nil
    }
}
