import FeedModel
extension DealsForYou {
    /// Ready-made deals modules.
    public enum Previews {
        public static let standard = DealsForYou(
            header: Header.Previews.withSubtitle, items: CouponCard.Previews.all.map(\.value), footer: Footer.Previews.seeAll
        )

        public static let all: [Preview<DealsForYou>] = [Preview("standard", standard)]
    }
}

extension DealsForYou: PreviewedPayload {
    public static var previews: [Preview<DealsForYou>] { Previews.all }
}
