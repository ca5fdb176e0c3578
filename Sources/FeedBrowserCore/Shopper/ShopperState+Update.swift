import FeedModel
import FeedRendering

/// The shopper feature's update: an intent in, the kept state changed, the status and the
/// saves out.
extension ShopperState {
    /// Changes the shopper's state for one intent.
    mutating func update(_ intent: ShopperIntent) -> ShopperOutcome {
        switch intent {
        case .toggleFavorite(let card):
            let change = toggleFavorite(card)
            return ShopperOutcome(status: .favorite(title: card.title, isFavorite: view.isFavorite(card)), effects: [.save(change)])
        case .toggleFollow(let shopID, let name):
            let change = toggleFollow(shopID, name: name)
            let status = StatusMessage.following(shop: name ?? "shop \(shopID)", isFollowing: kept.follows[shopID] != nil)
            return ShopperOutcome(status: status, effects: [.save(change)])
        case .addToCart(let card, let quantity):
            let before = self.quantity(of: card.listingID)
            let change = addToCart(card, quantity)
            let inCart = self.quantity(of: card.listingID)
            guard inCart > before else { return ShopperOutcome(status: .cartLineFull(title: card.title)) }
            return ShopperOutcome(status: .addedToCart(title: card.title, added: inCart - before, inCart: inCart), effects: [.save(change)])
        case .changeQuantity(let card, let count):
            return changeLine(card) { $0.addToCart(card, count) }
        case .removeFromCart(let card):
            return changeLine(card) { $0.removeFromCart(card) }
        case .applyCoupon(let code, let shopID):
            return ShopperOutcome(status: .couponApplied(code: code), effects: [.save(applyCoupon(code, shopID: shopID))])
        case .checkOut:
            let lines = kept.cart
            let count = cartCount
            kept.cart = []
            // The store numbers and dates the order: the kept state is read back after the save.
            return ShopperOutcome(status: .orderPlaced(items: count, totals: CartLine.totals(of: lines)), effects: [.save(.checkout(lines: lines)), .loadState])
        }
    }

    /// + − x on a cart line: says when nothing changed (a full line, a listing not in the cart).
    private mutating func changeLine(_ card: ListingCard, _ change: (inout ShopperState) -> StateChange) -> ShopperOutcome {
        let before = quantity(of: card.listingID)
        let made = change(&self)
        let inCart = quantity(of: card.listingID)
        guard inCart != before else {
            return ShopperOutcome(status: inCart > 0 ? .cartLineFull(title: card.title) : .notInCart(title: card.title))
        }
        let status: StatusMessage = inCart > 0 ? .inCart(title: card.title, count: inCart) : .removedFromCart(title: card.title)
        return ShopperOutcome(status: status, effects: [.save(made)])
    }
}
