import FeedModel

/// A listing the shopper favorited or un-favorited, and the card it was done on, so Favorites
/// can show it after a restart without any feed loaded.
public struct FavoriteChoice: Sendable, Hashable {
    /// The listing's card, kept so Favorites can show it without its feed.
    public var card: ListingCard
    /// Whether the shopper made it a favorite (false: un-favorited, overriding the feed).
    public var favorite: Bool

    /// The choice made for `card`.
    public init(card: ListingCard, favorite: Bool) {
        self.card = card
        self.favorite = favorite
    }
}
