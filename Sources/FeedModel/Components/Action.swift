/// Something a person can do: open a listing, favorite it, apply a coupon, ….
///
/// The browser's action environment decides what each one means. A type outside the format is
/// kept as `.custom` with its whole JSON object: a host that registered the type gets every
/// field (`decodePayload`); without such a host the element shows, inert, and validation warns
/// about it.
public enum Action: Sendable, Hashable {
    case openListing(listingID: Int)
    case openShop(shopID: Int, shopName: String?)
    case openFeed(feed: String)
    case openURL(url: String)
    case applyCoupon(code: String, shopID: Int?)
    case toggleFavorite(listingID: Int)
    case followShop(shopID: Int)
    case addToCart(listingID: Int, quantity: Int)
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
