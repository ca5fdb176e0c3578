import FeedModel
import FeedRendering

/// The shopper feature: an intent in, the kept state changed, the status and the saves out.
enum ShopperFeature: Feature {
    /// Changes the shopper's state for one intent. A change the shopper makes is saved: an
    /// intent of theirs that returns no effect changed nothing. `.keep` takes the state the
    /// store read back, and saves nothing.
    static func update(_ shopper: inout ShopperState, _ intent: ShopperIntent, in environment: BrowserEnvironment) -> Outcome {
        switch intent {
        case .toggleFavorite(let card):
            let change = shopper.toggleFavorite(card)
            return Outcome([.save(change)], status: .favorite(title: card.title, isFavorite: shopper.view.isFavorite(card)))
        case .toggleFollow(let shopID, let name):
            let change = shopper.toggleFollow(shopID, name: name)
            return Outcome([.save(change)], status: .following(shop: name ?? "shop \(shopID)", isFollowing: shopper.kept.follows[shopID] != nil))
        case .addToCart(let card, let quantity):
            let before = shopper.quantity(of: card.listingID)
            let change = shopper.addToCart(card, quantity)
            let inCart = shopper.quantity(of: card.listingID)
            guard inCart > before else { return .status(.cartLineFull(title: card.title)) }
            return Outcome([.save(change)], status: .addedToCart(title: card.title, added: inCart - before, inCart: inCart))
        case .changeQuantity(let card, let count):
            return changeLine(card, of: &shopper) { $0.addToCart(card, count) }
        case .removeFromCart(let card):
            return changeLine(card, of: &shopper) { $0.removeFromCart(card) }
        case .applyCoupon(let code, let shopID):
            return Outcome([.save(shopper.applyCoupon(code, shopID: shopID))], status: .couponApplied(code: code))
        case .checkOut:
            let lines = shopper.kept.cart
            let count = shopper.cartCount
            shopper.kept.cart = []
            // The store numbers and dates the order: the kept state is read back after the save.
            return Outcome([.save(.checkout(lines: lines)), .loadState], status: .orderPlaced(items: count, totals: CartLine.totals(of: lines)))
        case .keep(let kept):
            shopper.kept = kept
            return .none
        }
    }

    /// + − x on a cart line: says when nothing changed (a full line, a listing not in the cart).
    private static func changeLine(_ card: ListingCard, of shopper: inout ShopperState, _ change: (inout ShopperState) -> StateChange) -> Outcome {
        let before = shopper.quantity(of: card.listingID)
        let made = change(&shopper)
        let inCart = shopper.quantity(of: card.listingID)
        guard inCart != before else {
            return .status(inCart > 0 ? .cartLineFull(title: card.title) : .notInCart(title: card.title))
        }
        return Outcome([.save(made)], status: inCart > 0 ? .inCart(title: card.title, count: inCart) : .removedFromCart(title: card.title))
    }
}
