import FeedModel

/// What the screens know of a listing or a shop, with what the shopper keeps.
extension Screens {
    /// The card of a listing seen in a feed, in the cart or among kept favorites.
    func knownCard(_ listingID: Int, kept: KeptState) -> ListingCard? {
        catalogue[listingID] ?? kept.cart.first { $0.listing.listingID == listingID }?.listing ?? kept.favorites[listingID]?.card
    }

    /// A shop's name: its screen's title, the name an action or a follow gave it.
    func shopName(_ shopID: Int, kept: KeptState) -> String? {
        if case .shop(shopID) = screen.kind, !screen.isLoading { return screen.title }
        return catalogue.shopNames[shopID] ?? kept.follows[shopID] ?? nil
    }
}
