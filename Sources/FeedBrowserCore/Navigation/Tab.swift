/// The tabs of the browser, in the order keys 1, 2, 3, 4 choose them.
public enum Tab: Int, Sendable, CaseIterable {
    /// Home: the source's `home.json`.
    case home
    /// Deals: the source's `deals.json`.
    case deals
    /// The shopper's favorites, built by the browser.
    case favorites
    /// The cart and past orders, built by the browser.
    case cart

    var title: String {
        switch self {
        case .home: "Home"
        case .deals: "Deals"
        case .favorites: "Favorites"
        case .cart: "Cart"
        }
    }
}
