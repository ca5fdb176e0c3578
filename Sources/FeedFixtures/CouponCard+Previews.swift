import FeedModel
import Foundation

extension CouponCard {
    /// Ready-made coupon cards: full, bare, and with many pictures.
    public enum Previews {
        public static let winterSale = CouponCard(
            titleText: "20% off everything", button: Button.Previews.applyCoupon, subtitleText: "Oak & Ember · ends Sunday",
            saleBadge: "Sale", images: [Image.Previews.walnutBoard, Image.Previews.ceramicMug],
            expiresAt: Date(timeIntervalSince1970: 1_798_675_200)
        )
        public static let bare = CouponCard(
            titleText: "Free shipping", button: Button(buttonText: "Apply", action: .applyCoupon(code: "SHIPFREE", shopID: nil))
        )
        public static let manyImages = CouponCard(
            titleText: "Buy 2, get 1 free", button: Button(buttonText: "Apply", action: .applyCoupon(code: "B2G1", shopID: 5002)),
            subtitleText: "Bramble Linen", saleBadge: "3 for 2",
            images: [Image.Previews.walnutBoard, Image.Previews.ceramicMug, Image.Previews.untinted, Image.Previews.walnutBoard]
        )

        public static let all: [Preview<CouponCard>] = [
            Preview("winterSale", winterSale), Preview("bare", bare), Preview("manyImages", manyImages),
        ]
    }
}
