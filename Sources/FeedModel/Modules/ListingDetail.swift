/// `listing_detail`: the body of a listing's own screen.
public struct ListingDetail: ModulePayload, Hashable, Decodable {
    /// Its first three pictures; the listing's own when it has none.
    public var pictures: [Image] { images.isEmpty ? [listing.image].compactMap { $0 } : Array(images.prefix(3)) }

    /// The listing itself: title, price, shop and the rest.
    public var listing: ListingCard
    /// Long text; line feeds in it are kept as paragraph breaks.
    public var description: String?
    /// Its tags, shown in a row.
    public var tags: [String]
    /// Its pictures, beyond the card's.
    public var images: [Image]
    /// How and when it ships.
    public var shippingText: String?
    /// The screen's button, usually Add to cart.
    public var button: Button?

    /// The body of `listing`'s screen.
    public init(listing: ListingCard, description: String? = nil, tags: [String] = [], images: [Image] = [], shippingText: String? = nil, button: Button? = nil) {
        self.listing = listing
        self.description = description
        self.tags = tags
        self.images = images
        self.shippingText = shippingText
        self.button = button
    }

    public var listings: [ListingCard] { [listing] }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case listing, description, tags, images
        case shippingText = "shipping_text"
        case button
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        listing = try container.requireV3(ListingCard.self, forKey: .listing)
        description = container.decodeV3(String.self, forKey: .description)
        tags = container.decodeLossyArrayV3(String.self, forKey: .tags)
        images = container.decodeLossyArrayV3(Image.self, forKey: .images)
        shippingText = container.decodeV3(String.self, forKey: .shippingText)
        button = container.decodeV3(Button.self, forKey: .button)
    }
}

extension ModuleType {
    /// `listing_detail`: ListingDetail's type.
    public static let listingDetail = ModuleType(
        "listing_detail", payload: ListingDetail.self,
        summary: "The body of a listing's own screen: pictures, title, price, description, tags, shipping and a button."
    )
}
