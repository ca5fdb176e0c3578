import FeedModel
import FeedRendering

/// What the shopper has done: favorites, follows, applied coupons, the cart and past orders,
/// shared by every screen and tab, and kept by the state store (`KeptState`).
struct ShopperState: Equatable {
    var kept = KeptState() {
        didSet { view = Self.view(of: kept) }
    }

    /// Favorites, applied coupons, follows and cart quantities, as drawing reads them: worked
    /// out when the kept state changes, not for every module drawn.
    private(set) var view = ViewState()

    private static func view(of kept: KeptState) -> ViewState {
        var view = ViewState()
        view.favorites = kept.favorites.mapValues(\.favorite)
        view.appliedCoupons = Set(kept.coupons.keys)
        view.followedShops = Set(kept.follows.keys)
        view.cartQuantities = Dictionary(kept.cart.map { ($0.listing.listingID, $0.quantity) }, uniquingKeysWith: +)
        return view
    }

    /// Items in the cart, counting quantities.
    var cartCount: Int { kept.cart.reduce(0) { $0 + $1.quantity } }

    /// A listing's quantity in the cart.
    func quantity(of listingID: Int) -> Int {
        kept.cart.first { $0.listing.listingID == listingID }?.quantity ?? 0
    }

    /// Favorites or un-favorites a listing; the shopper's choice wins over the feed's from now on.
    mutating func toggleFavorite(_ card: ListingCard) -> StateChange {
        let favorite = !(kept.favorites[card.listingID]?.favorite ?? card.isFavorite)
        kept.favorites[card.listingID] = FavoriteChoice(card: card, favorite: favorite)
        return .favorite(card, favorite)
    }

    /// Follows or un-follows a shop.
    mutating func toggleFollow(_ shopID: Int, name: String?) -> StateChange {
        if kept.follows.removeValue(forKey: shopID) != nil {
            return .follow(shopID: shopID, name: name, false)
        }
        kept.follows[shopID] = .some(name)
        return .follow(shopID: shopID, name: name, true)
    }

    /// Adds `count` of a listing to the cart, or takes them away when negative, keeping the
    /// order lines were added in; a line holds 1 to `CartLine.maximumQuantity`. Returns the
    /// change as made: 0 where the line was already full, or empty.
    mutating func addToCart(_ card: ListingCard, _ count: Int) -> StateChange {
        let limit = CartLine.maximumQuantity
        let before = quantity(of: card.listingID)
        // Clamped before it is added: a feed's quantity may be any Int.
        let after = min(max(before + min(max(count, -limit), limit), 0), limit)
        setQuantity(card, after)
        return .addToCart(card, after - before)
    }

    /// Takes a listing's line out of the cart.
    mutating func removeFromCart(_ card: ListingCard) -> StateChange {
        setQuantity(card, 0)
        return .removeFromCart(card)
    }

    private mutating func setQuantity(_ card: ListingCard, _ quantity: Int) {
        if let index = kept.cart.firstIndex(where: { $0.listing.listingID == card.listingID }) {
            if quantity > 0 {
                kept.cart[index].quantity = quantity
            } else {
                kept.cart.remove(at: index)
            }
        } else if quantity > 0 {
            kept.cart.append(CartLine(listing: card, quantity: quantity))
        }
    }

    mutating func applyCoupon(_ code: String, shopID: Int?) -> StateChange {
        kept.coupons[code] = .some(shopID)
        return .coupon(code: code, shopID: shopID)
    }
}
