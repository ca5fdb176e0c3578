import FeedModel
extension Header {
    /// Ready-made headers: plain, with a subtitle and action, and long.
    public enum Previews {
        public static let plain = Header(title: "Picked for you")
        public static let withSubtitle = Header(title: "Deals for you", subtitle: "Coupons from shops you love", action: .openFeed(feed: "deals"))
        public static let long = Header(title: "Handmade gifts for everyone on your list this winter, wrapped and ready", subtitle: "Ships in 1–3 days from small shops across Europe and Japan")

        public static let all: [Preview<Header>] = [
            Preview("plain", plain), Preview("withSubtitle", withSubtitle), Preview("long", long),
        ]
    }
}
