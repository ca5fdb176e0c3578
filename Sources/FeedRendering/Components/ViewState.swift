import FeedModel

/// What the person has changed while browsing, which drawing must reflect.
///
/// Keyed by listing, coupon and shop, so every card of the same listing shows the same heart.
public struct ViewState: Sendable, Hashable {
    /// Favorites toggled in this session; a listing not here shows what the feed says.
    public var favorites: [Int: Bool] = [:]
    /// The coupon codes applied.
    public var appliedCoupons: Set<String> = []
    /// The shops followed, by id.
    public var followedShops: Set<Int> = []
    /// How many of each listing are in the cart, by listing id.
    public var cartQuantities: [Int: Int] = [:]
    /// The first visible card of each carousel, by module key.
    public var carouselOffsets: [String: Int] = [:]
    /// How each placeholder (a deferred module, the next page) stands, by module key; a
    /// placeholder not here is drawn as waiting to load.
    public var placeholders: [String: PlaceholderState] = [:]

    /// Nothing done yet.
    public init() {}

    /// Whether `card` shows as a favorite: the shopper's choice, else the feed's.
    public func isFavorite(_ card: ListingCard) -> Bool {
        favorites[card.listingID] ?? card.isFavorite
    }
}
