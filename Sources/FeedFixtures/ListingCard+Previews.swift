import FeedModel
extension ListingCard {
    /// Ready-made cards: full, on sale, favorited, bare, long, CJK and emoji titles.
    public enum Previews {
        public static let walnutBoard = ListingCard(
            listingID: 1001, title: "Walnut cutting board", price: Money(amount: 4800, divisor: 100, currencyCode: "USD"),
            shopName: "Oak & Ember", rating: 4.8, reviewCount: 1243, freeShipping: true, badge: "Bestseller", image: Image.Previews.walnutBoard
        )
        public static let onSale = ListingCard(
            listingID: 1002, title: "Speckled ceramic mug", price: Money(amount: 1800, divisor: 100, currencyCode: "EUR"),
            shopName: "Atelier Céramique", originalPrice: Money(amount: 2400, divisor: 100, currencyCode: "EUR"), discountText: "25% off",
            rating: 4.6, reviewCount: 312, image: Image.Previews.ceramicMug
        )
        public static let favorited = ListingCard(
            listingID: 1003, title: "Linen tea towel set", price: Money(amount: 1899, divisor: 100, currencyCode: "GBP"),
            shopName: "Bramble Linen", rating: 5, reviewCount: 88, isFavorite: true
        )
        public static let bare = ListingCard(listingID: 1004, title: "Brass key ring", price: Money(amount: 900, divisor: 100, currencyCode: "USD"))
        public static let longTitle = ListingCard(
            listingID: 1005, title: "Personalised hand-stamped sterling silver bar necklace with up to three names, gift boxed",
            price: Money(amount: 6250, divisor: 100, currencyCode: "USD"), shopName: "Silver Thread Studio", rating: 4.9, reviewCount: 20391
        )
        public static let japanese = ListingCard(
            listingID: 1006, title: "手作りの湯呑み 藍色", price: Money(amount: 3200, divisor: 1, currencyCode: "JPY"),
            shopName: "京都陶房", rating: 4.7, reviewCount: 45, freeShipping: true
        )
        public static let emoji = ListingCard(
            listingID: 1007, title: "Sticker pack 🌸🐝👩‍🎨", price: Money(amount: 450, divisor: 100, currencyCode: "USD"),
            shopName: "Petal ✿ Press", badge: "New ✨"
        )

        public static let all: [Preview<ListingCard>] = [
            Preview("walnutBoard", walnutBoard), Preview("onSale", onSale), Preview("favorited", favorited), Preview("bare", bare),
            Preview("longTitle", longTitle), Preview("japanese", japanese), Preview("emoji", emoji),
        ]
    }
}
