import FeedModel
extension SimilarItemsOnSale {
    /// Ready-made similar-items modules.
    public enum Previews {
        public static let boards = SimilarItemsOnSale(
            header: Header(title: "Similar items on sale"), targetListing: ListingCard.Previews.walnutBoard,
            recommendedListings: [ListingCard.Previews.onSale, ListingCard.Previews.favorited, ListingCard.Previews.japanese],
            footer: Footer(text: "See all deals", action: .openFeed(feed: "deals"))
        )
        public static let noHeader = SimilarItemsOnSale(targetListing: ListingCard.Previews.bare, recommendedListings: [ListingCard.Previews.onSale])

        public static let all: [Preview<SimilarItemsOnSale>] = [Preview("boards", boards), Preview("noHeader", noHeader)]
    }
}

extension SimilarItemsOnSale: PreviewedPayload {
    public static var previews: [Preview<SimilarItemsOnSale>] { Previews.all }
}
