import FeedModel
import FoundationEssentials

/// One change to what the shopper keeps, written to the state store at once.
public enum StateChange: Sendable, Hashable {
    /// The shopper's own choice for a listing; it wins over the feed's `is_favorite`.
    case favorite(ListingCard, Bool)
    /// The shop followed (true) or un-followed, with its name when known.
    case follow(shopID: Int, name: String?, Bool)
    /// Adds this many of the listing to the cart, or takes them away when negative; a line
    /// that reaches 0 goes. A change, not a total, so two browsers adding to one cart both count.
    case addToCart(ListingCard, Int)
    /// The listing's line taken out of the cart.
    case removeFromCart(ListingCard)
    /// A coupon applied, for its shop when it names one.
    case coupon(code: String, shopID: Int?)
    /// Records these lines as an order, placed now, and takes them out of the cart; what another
    /// browser put in the cart meanwhile stays there.
    case checkout(lines: [CartLine])
}
