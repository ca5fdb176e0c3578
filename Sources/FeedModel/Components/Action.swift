/// Something a person can do: open a listing, favorite it, apply a coupon, ….
///
/// The browser's action environment decides what each one means. A type outside the format is
/// kept as `.custom` with its whole JSON object: a host that registered the type gets every
/// field (`decodePayload`); without such a host the element shows, inert, and validation warns
/// about it.
public enum Action: Sendable, Hashable {
    /// Open a listing's screen.
    case openListing(listingID: Int)
    /// Open a shop's screen; its name, when the feed gives one, titles it while it loads.
    case openShop(shopID: Int, shopName: String?)
    /// Switch to another feed of the same source, by name (`deals`).
    case openFeed(feed: String)
    /// A web address; the browser shows it and opens nothing by itself.
    case openURL(url: String)
    /// Apply a coupon code, for its shop when it names one.
    case applyCoupon(code: String, shopID: Int?)
    /// Favorite or un-favorite a listing.
    case toggleFavorite(listingID: Int)
    /// Follow or un-follow a shop.
    case followShop(shopID: Int)
    /// Add `quantity` of a listing to the cart.
    case addToCart(listingID: Int, quantity: Int)
    /// Open search, with the query when there is one.
    case search(query: String?)
    /// An action type outside the format (a host's own, such as `share_listing`, or one this
    /// version does not know), and the action's JSON object as sent.
    case custom(type: String, payload: JSONValue)

    /// The action types this version performs, as JSON names them.
    public static let knownTypeNames = [
        "open_listing", "open_shop", "open_feed", "open_url", "apply_coupon", "toggle_favorite", "follow_shop", "add_to_cart", "search",
    ]

    /// The `type` string that names this action in JSON.
    public var typeName: String {
        switch self {
        case .openListing: "open_listing"
        case .openShop: "open_shop"
        case .openFeed: "open_feed"
        case .openURL: "open_url"
        case .applyCoupon: "apply_coupon"
        case .toggleFavorite: "toggle_favorite"
        case .followShop: "follow_shop"
        case .addToCart: "add_to_cart"
        case .search: "search"
        case .custom(let type, _): type
        }
    }
}
