import FeedModel
extension ListingGrid {
    /// Ready-made grids.
    public enum Previews {
        public static let popular = ListingGrid(
            header: Header(title: "Popular right now"), listings: ListingCard.Previews.all.map(\.value), footer: Footer.Previews.seeAll
        )
        public static let twoColumns = ListingGrid(
            header: Header(title: "Two by two"), listings: Array(ListingCard.Previews.all.map(\.value).prefix(4)), columns: 2
        )

        public static let all: [Preview<ListingGrid>] = [Preview("popular", popular), Preview("twoColumns", twoColumns)]
    }
}

extension ListingGrid: PreviewedPayload {
    public static var previews: [Preview<ListingGrid>] { Previews.all }
}
