import FeedModel
import FeedRendering

/// The browser's own action environment: what each action of the layout format does here when
/// the host has not handled it, as steps of the other features.
extension ActionsFeature {
    /// What `action` does when the host did not handle it; `kept` is what the shopper keeps.
    static func performBuiltIn(_ action: FeedModel.Action, kept: KeptState, on screens: inout Screens) -> Outcome {
        switch action {
        case .openListing(let listingID):
            let title = screens.catalogue[listingID]?.title ?? "Listing \(listingID)"
            return Outcome(asks: [.pushLoading(.listing(listingID), title: title)])
        case .openShop(let shopID, let shopName):
            if let shopName { screens.catalogue.shopNames[shopID] = shopName }
            let title = shopName ?? screens.catalogue.shopNames[shopID] ?? "Shop \(shopID)"
            return Outcome(asks: [.pushLoading(.shop(shopID), title: title)])
        case .openFeed(let feed):
            return openFeed(feed)
        case .openURL(let url):
            return .status(.link(url))
        case .applyCoupon(let code, let shopID):
            return Outcome(asks: [.shop(.applyCoupon(code: code, shopID: shopID))])
        case .toggleFavorite(let listingID):
            guard let card = screens.knownCard(listingID, kept: kept) else { return .status(.unknownListing(listingID)) }
            return Outcome(asks: [.shop(.toggleFavorite(card))])
        case .followShop(let shopID):
            return Outcome(asks: [.shop(.toggleFollow(shopID: shopID, name: screens.shopName(shopID, kept: kept)))])
        case .addToCart(let listingID, let quantity):
            // At the price shown where it was selected, when the browser saw where.
            guard let card = screens.cardsSelected[listingID] ?? screens.knownCard(listingID, kept: kept) else { return .status(.unknownListing(listingID)) }
            return Outcome(asks: [.shop(.addToCart(card, quantity: quantity))])
        case .search(let query):
            if let query, !query.isEmpty {
                return Outcome(asks: [.searchListings(query)])
            }
            return Outcome(asks: [.show(.searchPrompt(""))])
        case .custom(let type, _):
            return .status(.cannotPerform(actionType: type))
        }
    }

    private static func openFeed(_ feed: String) -> Outcome {
        switch feed {
        case "home", "deals":
            // A feed opened by an action starts at its top, wherever the tab was left.
            return Outcome(asks: [.go(.openAtTop(feed == "home" ? .home : .deals))])
        default:
            if let problem = SourcePath.problem(with: feed + ".json") {
                // Never requested, never opened: a feed names paths inside its own source only.
                return .status(.refusedFeed(feed: feed, problem: problem))
            }
            return Outcome(asks: [.pushLoading(.feed(feed), title: feed)])
        }
    }
}
