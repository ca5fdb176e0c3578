import FeedModel
extension Banner {
    /// Ready-made hero and promo banners.
    public enum Previews {
        public static let hero = Banner(
            kind: .hero, title: "The Winter Sale is on", subtitle: "Up to 40% off handmade gifts",
            image: Image.Previews.walnutBoard, button: Button(buttonText: "Shop the sale", action: .openFeed(feed: "deals"))
        )
        public static let promo = Banner(
            kind: .promo, title: "Free shipping on orders over $35", subtitle: "From thousands of US shops",
            button: Button(buttonText: "Learn more", action: .openURL(url: "https://example.com/shipping"), style: .secondary)
        )
        public static let bare = Banner(kind: .promo, title: "Gifts for Kōhai ✿")

        public static let all: [Preview<Banner>] = [Preview("hero", hero), Preview("promo", promo), Preview("bare", bare)]
    }
}

extension Banner: PreviewedPayload {
    public static var previews: [Preview<Banner>] { Previews.all }
}
