/// `listing_carousel`: a header, a horizontally scrolling row of listing cards, a footer.
public struct ListingCarousel: ModulePayload, Hashable, Decodable {
    /// The module's header.
    public var header: Header
    public var listings: [ListingCard]
    /// A line below the cards.
    public var footer: Footer?

    /// A carousel of `listings`.
    public init(header: Header, listings: [ListingCard], footer: Footer? = nil) {
        self.header = header
        self.listings = listings
        self.footer = footer
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case header, listings, footer
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        header = try container.requireV3(Header.self, forKey: .header)
        listings = try container.requireLossyArrayV3(ListingCard.self, forKey: .listings)
        footer = container.decodeV3(Footer.self, forKey: .footer)
    }
}

extension ModuleType {
    /// `listing_carousel`: ListingCarousel's type.
    public static let listingCarousel = ModuleType(
        "listing_carousel", payload: ListingCarousel.self,
        summary: "A header, a horizontally scrolling row of listing cards, and a footer."
    )
}
