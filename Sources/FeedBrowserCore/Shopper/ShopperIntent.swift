import FeedModel

/// What the shopper asks of the shopper feature: an action of the feed, or a key of the Cart;
/// or what the state store keeps, read back.
enum ShopperIntent: Equatable {
    /// Favorites or un-favorites a listing.
    case toggleFavorite(ListingCard)
    /// Follows or un-follows a shop, named when the browser knows its name.
    case toggleFollow(shopID: Int, name: String?)
    /// `add_to_cart`: adds `quantity` of a listing.
    case addToCart(ListingCard, quantity: Int)
    /// + or − on a cart line: one more or one fewer.
    case changeQuantity(ListingCard, by: Int)
    /// x on a cart line: the whole line out.
    case removeFromCart(ListingCard)
    /// `apply_coupon`.
    case applyCoupon(code: String, shopID: Int?)
    /// y after o: the cart becomes an order.
    case checkOut
    /// What the state store keeps, read at start, after a save the store completes (an order)
    /// and on r, with what another browser on the same state changed meanwhile.
    case keep(KeptState)
}
