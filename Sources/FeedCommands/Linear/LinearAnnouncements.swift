import FeedBrowserCore
import FeedModel

/// What a linear reading says of each change saved: one sentence each, in plain words.
enum LinearAnnouncements {
    /// The sentences for `saves`, the cart's count and total as `state` has them after.
    static func sentences(for saves: [StateChange], in state: BrowserState) -> [String] {
        let cart = "Cart: \(items(state.cartCount))" + (state.cartCount > 0 ? ", \(state.cartTotal)." : ".")
        return merged(saves).map { change in
            switch change {
            case .favorite(let card, let on): on ? "Added to favorites: \(card.title)." : "Removed from favorites: \(card.title)."
            case .follow(_, let name, let on): (on ? "Following " : "No longer following ") + (name ?? "the shop") + "."
            case .addToCart(let card, let count) where count > 1: "Added to cart: \(count) × \(card.title), \(card.price.formatted) each. \(cart)"
            case .addToCart(let card, let count) where count == 1: "Added to cart: \(card.title), \(card.price.formatted). \(cart)"
            case .addToCart(let card, _): "One less in the cart: \(card.title). \(cart)"
            case .removeFromCart(let card): "Removed from the cart: \(card.title). \(cart)"
            case .coupon(let code, _): "Coupon \(code) applied."
            case .checkout(let lines): "Order placed: \(items(lines.reduce(0) { $0 + $1.quantity })), \(CartLine.totals(of: lines))."
            }
        }
    }

    /// `saves` with each run of changes to one listing's quantity made one: `add 4 3` is one
    /// announcement, not three.
    private static func merged(_ saves: [StateChange]) -> [StateChange] {
        var merged: [StateChange] = []
        for change in saves {
            if case .addToCart(let card, let count) = change, case .addToCart(let previous, let before)? = merged.last, previous.listingID == card.listingID {
                merged[merged.count - 1] = .addToCart(previous, before + count)
            } else {
                merged.append(change)
            }
        }
        return merged
    }

    /// "1 item", "2 items".
    static func items(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }
}
