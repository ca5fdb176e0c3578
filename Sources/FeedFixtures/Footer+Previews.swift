import FeedModel
extension Footer {
    /// Ready-made footers.
    public enum Previews {
        public static let seeAll = Footer(text: "See all deals", action: .openFeed(feed: "deals"))
        public static let inert = Footer(text: "Prices include VAT")

        public static let all: [Preview<Footer>] = [Preview("seeAll", seeAll), Preview("inert", inert)]
    }
}
