/// A listing as a card: title, price, shop, rating, favorite heart and the rest.
public struct ListingCard: Sendable, Hashable {
    /// The listing's id: open_listing and favorites key on it.
    public var listingID: Int
    /// The listing's title.
    public var title: String
    /// What it costs now.
    public var price: Money
    /// The shop that sells it.
    public var shopName: String?
    /// The price before a sale, shown struck through beside `price`.
    public var originalPrice: Money?
    /// A discount as the shop words it, such as "25% off".
    public var discountText: String?
    /// From 0 to 5.
    public var rating: Double?
    /// How many reviews its rating is of.
    public var reviewCount: Int?
    /// Whether the feed says it is a favorite (the shopper's choice overrides it).
    public var isFavorite: Bool
    /// Whether it ships free.
    public var freeShipping: Bool?
    /// A short badge over the picture, such as "Bestseller".
    public var badge: String?
    /// Its picture.
    public var image: Image?
    /// What selecting the card does; `openListing` with its id when the server sends none.
    public var action: Action

    /// A card with these fields; only the id, title and price are required.
    public init(
        listingID: Int, title: String, price: Money, shopName: String? = nil, originalPrice: Money? = nil,
        discountText: String? = nil, rating: Double? = nil, reviewCount: Int? = nil, isFavorite: Bool = false,
        freeShipping: Bool? = nil, badge: String? = nil, image: Image? = nil, action: Action? = nil
    ) {
        self.listingID = listingID
        self.title = title
        self.price = price
        self.shopName = shopName
        self.originalPrice = originalPrice
        self.discountText = discountText
        self.rating = rating
        self.reviewCount = reviewCount
        self.isFavorite = isFavorite
        self.freeShipping = freeShipping
        self.badge = badge
        self.image = image
        self.action = action ?? .openListing(listingID: listingID)
    }
}

extension ListingCard: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case listingID = "listing_id"
        case title, price
        case shopName = "shop_name"
        case originalPrice = "original_price"
        case discountText = "discount_text"
        case rating
        case reviewCount = "review_count"
        case isFavorite = "is_favorite"
        case freeShipping = "free_shipping"
        case badge, image, action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        let listingID = try container.requireV3(Int.self, forKey: .listingID)
        let title = try container.requireTextV3(forKey: .title)
        let price = try container.requireV3(Money.self, forKey: .price)
        if container.collectsReferences {
            container.noteListing(listingID, shown: ShownListing(title: title, price: price), at: .listingID)
        }
        let originalPrice = Self.originalPrice(in: container, price: price)
        let discountText = container.decodeV3(String.self, forKey: .discountText)
        if let discountText, let problem = DiscountCheck.problem(with: discountText, price: price, originalPrice: originalPrice) {
            container.warn(.discountText, problem, code: .discountDisagrees)
        }
        self.init(
            listingID: listingID,
            title: title,
            price: price,
            shopName: container.decodeV3(String.self, forKey: .shopName),
            originalPrice: originalPrice,
            discountText: discountText,
            rating: container.decodeV3(Double.self, forKey: .rating, rule: .within(0...5, "rating")),
            reviewCount: container.decodeV3(Int.self, forKey: .reviewCount, rule: .atLeast(0, "review_count")),
            isFavorite: container.decodeV3(Bool.self, forKey: .isFavorite) ?? false,
            freeShipping: container.decodeV3(Bool.self, forKey: .freeShipping),
            badge: container.decodeV3(String.self, forKey: .badge),
            image: container.decodeV3(Image.self, forKey: .image),
            action: container.decodeV3(Action.self, forKey: .action)
        )
    }

    /// The price before a sale, when it is one: in the price's currency and greater than it.
    /// Any other is ignored with a warning (FT313), so no struck-through price or discount is
    /// drawn from it.
    private static func originalPrice(in container: V3Container<CodingKeys>, price: Money) -> Money? {
        guard let original = container.decodeV3(Money.self, forKey: .originalPrice) else { return nil }
        if original.currencyCode != price.currencyCode {
            container.warn(.originalPrice, "original_price is in \(original.currencyCode) but price is in \(price.currencyCode); original_price ignored", code: .ignoredOriginalPrice)
            return nil
        }
        if !original.exceeds(price) {
            container.warn(.originalPrice, "original_price is not greater than price; original_price ignored", code: .ignoredOriginalPrice)
            return nil
        }
        return original
    }
}
