/// The tabs of the browser, in the order keys 1, 2, 3, 4 choose them.
public enum Tab: Int, Sendable, CaseIterable {
    case home
    case deals
    case favorites
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
