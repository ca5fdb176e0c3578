import FeedBrowserCore
import FeedModel

/// What a linear reading says of each change saved: one sentence each, in plain words.
enum LinearAnnouncements {
    /// The sentences for `saves`, the cart's count and total as `state` has them after.
    static func sentences(for saves: [StateChange], in state: BrowserState) -> [String] {
        let cart = "Cart: \(items(state.cartCount))" + (state.cartCount > 0 ? ", \(state.cartTotal)." : ".")
        return saves.map { change in
            switch change {
            case .favorite(let card, let on): on ? "Added to favorites: \(card.title)." : "Removed from favorites: \(card.title)."
            case .follow(_, let name, let on): (on ? "Following " : "No longer following ") + (name ?? "the shop") + "."
            case .addToCart(let card, let count) where count > 0: "Added to cart: \(card.title), \(card.price.formatted). \(cart)"
            case .addToCart(let card, _): "One less in the cart: \(card.title). \(cart)"
            case .removeFromCart(let card): "Removed from the cart: \(card.title). \(cart)"
            case .coupon(let code, _): "Coupon \(code) applied."
            case .checkout(let lines): "Order placed: \(items(lines.reduce(0) { $0 + $1.quantity })), \(CartLine.totals(of: lines))."
            }
        }
    }

    /// "1 item", "2 items".
    static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }
}
