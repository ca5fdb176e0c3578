/// `listing_grid`: a header, listing cards in rows, a footer.
public struct ListingGrid: ModulePayload, Hashable, Decodable {
    /// The module's header.
    public var header: Header
    public var listings: [ListingCard]
    /// The most columns to use, from 1 to 6; the width decides when nil.
    public var columns: Int?
    /// A line below the cards.
    public var footer: Footer?

    /// A grid of `listings`, `columns` to a row (the width decides when nil).
    public init(header: Header, listings: [ListingCard], columns: Int? = nil, footer: Footer? = nil) {
        self.header = header
        self.listings = listings
        self.columns = columns
        self.footer = footer
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case header, listings, columns, footer
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        header = try container.requireV3(Header.self, forKey: .header)
        listings = try container.requireLossyArrayV3(ListingCard.self, forKey: .listings)
        columns = container.decodeV3(Int.self, forKey: .columns, rule: .within(1...6, "columns"))
        footer = container.decodeV3(Footer.self, forKey: .footer)
    }
}

extension ModuleType {
    /// `listing_grid`: ListingGrid's type.
    public static let listingGrid = ModuleType(
        "listing_grid", payload: ListingGrid.self,
        summary: "A header, listing cards in rows of 1 to 6 columns, and a footer."
    )
}
