/// What a screen shows, which says where it is reloaded from.
public enum ScreenKind: Sendable, Hashable {
    /// A feed of the source: `home`, `deals`, or one an `open_feed` names.
    case feed(String)
    /// A listing's screen, by its id: `listings/<id>.json`.
    case listing(Int)
    /// A shop's screen, by its id: `shops/<id>.json`.
    case shop(Int)
    /// The favorited listings and followed shops, built by the browser.
    case favorites
    /// The cart and past orders, built by the browser.
    case cart
    /// Listings of the screen below whose title matches.
    case search(String)
    /// A screen a host showed for an action it performed itself.
    case host(String)

    /// The source path to read, for the kinds that come from the source.
    var path: String? {
        switch self {
        case .feed(let name): "\(name).json"
        case .listing(let id): "listings/\(id).json"
        case .shop(let id): "shops/\(id).json"
        case .favorites, .cart, .search, .host: nil
        }
    }
}
