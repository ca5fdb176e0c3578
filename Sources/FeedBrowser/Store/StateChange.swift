import FeedModel
import Foundation

/// One change to what the shopper keeps, written to the state store at once.
public enum StateChange: Sendable, Hashable {
    /// The shopper's own choice for a listing; it wins over the feed's `is_favorite`.
    case favorite(ListingCard, Bool)
    case follow(shopID: Int, name: String?, Bool)
    /// The listing's quantity in the cart; 0 removes the line.
    case cartQuantity(ListingCard, Int)
    case coupon(code: String, shopID: Int?)
    /// Records the cart's lines as an order, placed now, and empties the cart.
    case checkout(lines: [CartLine])
}
