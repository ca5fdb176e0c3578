import FeedModel
import FeedRendering

/// The browser's own action environment: what each action of the layout format does here when
/// the host has not handled it, as actions of the other features.
extension BrowserState {
    /// What `action` does when the host did not handle it.
    mutating func performBuiltIn(_ action: Action, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .openListing(let listingID):
            let title = catalogue[listingID]?.title ?? "Listing \(listingID)"
            return pushLoading(.listing(listingID), title: title, in: environment)
        case .openShop(let shopID, let shopName):
            if let shopName { screens.catalogue.shopNames[shopID] = shopName }
            return pushLoading(.shop(shopID), title: shopName ?? catalogue.shopNames[shopID] ?? "Shop \(shopID)", in: environment)
        case .openFeed(let feed):
            return openFeed(feed, in: environment)
        case .openURL(let url):
            return .status(.link(url))
        case .applyCoupon(let code, let shopID):
            return shop(.applyCoupon(code: code, shopID: shopID), in: environment)
        case .toggleFavorite(let listingID):
            guard let card = knownCard(listingID) else { return .status(.unknownListing(listingID)) }
            return shop(.toggleFavorite(card), in: environment)
        case .followShop(let shopID):
            return shop(.toggleFollow(shopID: shopID, name: shopName(shopID)), in: environment)
        case .addToCart(let listingID, let quantity):
            guard let card = knownCard(listingID) else { return .status(.unknownListing(listingID)) }
            return shop(.addToCart(card, quantity: quantity), in: environment)
        case .search(let query):
            if let query, !query.isEmpty {
                return search(query, in: environment)
            }
            return run(OverlaysFeature.self, .show(.searchPrompt("")), on: \.overlays, in: environment)
        case .custom(let type, _):
            return .status(.cannotPerform(actionType: type))
        }
    }

    /// Pushes a screen that loads `kind` on the current tab; returns its load.
    mutating func pushLoading(_ kind: ScreenKind, title: String, in environment: BrowserEnvironment) -> Outcome {
        let (loading, effects) = screens.loadingScreen(kind, title: title)
        return go(.push(loading), in: environment) + Outcome(effects, status: .loading(title: title))
    }

    /// Hands an intent to the shopper feature; Favorites and the Cart are built again when
    /// it changed what they show.
    mutating func shop(_ intent: ShopperIntent, in environment: BrowserEnvironment) -> Outcome {
        let outcome = run(ShopperFeature.self, intent, on: \.shopper, in: environment)
        guard !outcome.effects.isEmpty else { return outcome }
        return outcome + refreshBuiltScreens(in: environment)
    }

    private mutating func openFeed(_ feed: String, in environment: BrowserEnvironment) -> Outcome {
        switch feed {
        case "home", "deals":
            // A feed opened by an action starts at its top, wherever the tab was left.
            return go(.openAtTop(feed == "home" ? .home : .deals), in: environment)
        default:
            if let problem = SourcePath.problem(with: feed + ".json") {
                // Never requested, never opened: a feed names paths inside its own source only.
                return .status(.refusedFeed(feed: feed, problem: problem))
            }
            return pushLoading(.feed(feed), title: feed, in: environment)
        }
    }

    /// Hands an intent to the navigation feature, then puts focus right on the screen it
    /// shows: a new screen's first element, or where it was left on one returned to. A load
    /// for a screen left behind is dropped when it arrives.
    mutating func go(_ intent: NavigationIntent, in environment: BrowserEnvironment) -> Outcome {
        let outcome = run(NavigationFeature.self, intent, on: \.navigation, in: environment)
        switch intent {
        case .push:
            return outcome + focusFirstVisible(in: environment)
        case .back:
            return outcome + moveFocus(.keepInView, in: environment)
        case .switchTab, .openAtTop:
            // Favorites and the Cart show what the catalogue knows now; the kept state itself
            // is read at start and on reload (r), never per key.
            let rebuilt = outcome + refreshBuiltScreens(in: environment)
            if case .openAtTop = intent {
                return rebuilt + focusFirstVisible(in: environment)
            }
            return rebuilt + moveFocus(.keepInView, in: environment)
        }
    }

    /// The card of a listing seen in a feed, in the cart or among kept favorites.
    func knownCard(_ listingID: Int) -> ListingCard? {
        catalogue[listingID] ?? shopper.kept.cart.first { $0.listing.listingID == listingID }?.listing ?? shopper.kept.favorites[listingID]?.card
    }

    /// A shop's name: its screen's title, the name an action or a follow gave it.
    func shopName(_ shopID: Int) -> String? {
        if case .shop(shopID) = screen.kind, !screen.isLoading { return screen.title }
        return catalogue.shopNames[shopID] ?? shopper.kept.follows[shopID] ?? nil
    }
}
