import FeedModel

/// A listing the shopper favorited or un-favorited, and the card it was done on, so Favorites
/// can show it after a restart without any feed loaded.
public struct FavoriteChoice: Sendable, Hashable {
    public var card: ListingCard
    public var favorite: Bool

    public init(card: ListingCard, favorite: Bool) {
        self.card = card
        self.favorite = favorite
    }
}
