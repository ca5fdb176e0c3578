import FeedModel

/// The words of each status message, in one place.
extension StatusMessage {
    /// The status line's text.
    public var text: String {
        switch self {
        case .hint: "Press ? for keys"
        case .noCommand(let key): "No command on ‘\(key)’ · press ? for keys"
        case .notice(let words), .host(let words), .problem(let words): words
        case .done(let type): "Done: \(type)"
        case .waitingForHost(let type): "Waiting for the host: \(type)…"
        case .loading(let title): "Loading \(title)…"
        case .showing(let title): title
        case .builtFromCard(let title, let listingID): "\(title) (built from its card: the source has no listings/\(listingID).json)"
        case .retrying(let parts, let title): "Trying again: \(parts == 1 ? "1 part" : "\(parts) parts") of \(title)"
        case .nothingToReload: "Nothing to reload here"
        case .readingKeptState(let title): "Reading the kept \(title) again"
        case .reloading(let title): "Reloading \(title)…"
        case .reloadFailed(let problem): "Reload failed, showing what was loaded before: \(problem) · d says why"
        case .reloaded(let title, let problems): "Reloaded \(title)" + (problems > 0 ? " · \(problems) problem\(problems == 1 ? "" : "s")" : "")
        case .couldNotLoad(let path, let why): "Could not load \(path): \(why) · r tries again"
        case .alreadyAtTop(let tab): "Already at the top of \(tab)"
        case .back(let title): "Back to \(title)"
        case .nothingFocused: "Nothing is focused here"
        case .nothingToInspect: "Nothing is focused: Tab to an element, then i"
        case .builtByTheBrowser: "The browser built this part of the screen: no feed's JSON made it"
        case .panelKeys: "j/k, PgUp/PgDn scroll · Esc closes"
        case .problemsPanelKeys: "j/k, PgUp/PgDn scroll the problems · Esc closes"
        case .notAListing: "The focused element is not a listing"
        case .couponExpired: "This coupon has expired; its button does nothing"
        case .link(let url): "Link: \(url) (feedterm shows links, it does not open them)"
        case .couponApplied(let code): "Coupon \(code) applied"
        case .unknownListing(let id): "Listing \(id) is not in any feed loaded so far"
        case .favorite(let title, true): "♥ \(title) added to favorites"
        case .favorite(let title, false): "♡ \(title) removed from favorites"
        case .following(let shop, true): "Following \(shop)"
        case .following(let shop, false): "No longer following \(shop)"
        case .cannotPerform(let type): "This version of feedterm cannot perform '\(type)'"
        case .notInClientVersion(let type, let version): "App \(version) does not know '\(type)': it does nothing there"
        case .refusedFeed(let feed, let problem): "Refused the feed “\(feed)”: \(problem)"
        case .emptySearch: "Type something to search for"
        case .searchCancelled: "Search cancelled"
        case .searchResults(let query, 0): "No matches for “\(query)”"
        case .searchResults(let query, let count): "\(count) match\(count == 1 ? "" : "es") for “\(query)”"
        case .addedToCart(let title, let added, let inCart): "Added \(added) × \(title) · \(inCart) in the cart · 4 opens it"
        case .inCart(let title, let count): "\(title): \(count) in the cart"
        case .removedFromCart(let title): "\(title) removed from the cart"
        case .notInCart(let title): "\(title) is not in the cart"
        case .cartLineFull(let title): "\(title): a cart line holds at most \(CartLine.maximumQuantity)"
        case .cartEmpty: "The cart is empty"
        case .checkoutFromCart: "Press 4 for the cart, then o to check out"
        case .orderPlaced(let items, let totals): "Order placed: \(items) item\(items == 1 ? "" : "s"), \(totals) · the cart is empty; 4 shows past orders"
        case .checkoutCancelled: "Checkout cancelled; the cart is as it was"
        }
    }
}
