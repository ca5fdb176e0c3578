import FeedModel
extension ListingCarousel {
    /// Ready-made carousels.
    public enum Previews {
        public static let picks = ListingCarousel(
            header: Header.Previews.plain,
            listings: ListingCard.Previews.all.map(\.value),
            footer: Footer.Previews.seeAll
        )
        public static let single = ListingCarousel(header: Header(title: "Just one"), listings: [ListingCard.Previews.bare])

        public static let all: [Preview<ListingCarousel>] = [Preview("picks", picks), Preview("single", single)]
    }
}

extension ListingCarousel: PreviewedPayload {
    public static var previews: [Preview<ListingCarousel>] { Previews.all }
}
