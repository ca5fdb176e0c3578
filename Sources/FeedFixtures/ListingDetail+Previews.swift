import FeedModel
extension ListingDetail {
    /// Ready-made listing screens.
    public enum Previews {
        public static let walnutBoard = ListingDetail(
            listing: ListingCard.Previews.walnutBoard,
            description: "Cut from a single piece of black walnut and finished with food-safe oil.\nEvery board is signed by the maker. Hand wash only.",
            tags: ["kitchen", "walnut", "gift for him"], images: [Image.Previews.walnutBoard, Image.Previews.untinted],
            shippingText: "Free shipping to the US · arrives Dec 3–6",
            button: Button(buttonText: "Add to cart", action: .addToCart(listingID: 1001, quantity: 1))
        )
        public static let bare = ListingDetail(listing: ListingCard.Previews.bare)

        public static let all: [Preview<ListingDetail>] = [Preview("walnutBoard", walnutBoard), Preview("bare", bare)]
    }
}

extension ListingDetail: PreviewedPayload {
    public static var previews: [Preview<ListingDetail>] { Previews.all }
}
