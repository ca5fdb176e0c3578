import FeedModel

/// Everything the state store keeps for one source: what `StateStore.load` reads back.
public struct KeptState: Sendable, Hashable {
    /// The shopper's own favorite choices, by listing.
    public var favorites: [Int: FavoriteChoice] = [:]
    /// Followed shops, by id, with their names where known.
    public var follows: [Int: String?] = [:]
    /// The cart, in the order lines were added.
    public var cart: [CartLine] = []
    /// Applied coupon codes, with the shop each belongs to where the feed said.
    public var coupons: [String: Int?] = [:]
    /// Past orders, newest first.
    public var orders: [Order] = []

    /// Nothing kept yet.
    public init() {}
}
