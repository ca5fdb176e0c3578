import FeedModel
extension Button {
    /// Ready-made buttons in both styles.
    public enum Previews {
        public static let applyCoupon = Button(buttonText: "Apply coupon", action: .applyCoupon(code: "WINTER20", shopID: 5001))
        public static let shopNow = Button(buttonText: "Shop now", action: .openFeed(feed: "deals"), style: .secondary)

        public static let all: [Preview<Button>] = [Preview("applyCoupon", applyCoupon), Preview("shopNow", shopNow)]
    }
}
