import FeedModel

/// A line of the cart screen, as a module the browser builds: the line, and the coupon codes
/// applied for its shop.
struct CartLinePayload: ModulePayload {
    var line: CartLine
    var coupons: [String]

    var listings: [ListingCard] { [line.listing] }
}
