/// `similar_items_on_sale`: a listing, a carousel of similar ones on sale, a footer.
public struct SimilarItemsOnSale: ModulePayload, Hashable, Decodable {
    /// The module's header.
    public var header: Header?
    /// The listing the others are like.
    public var targetListing: ListingCard
    /// Similar listings on sale.
    public var recommendedListings: [ListingCard]
    /// A line below the cards.
    public var footer: Footer?

    /// The module for `targetListing` and `recommendedListings`.
    public init(header: Header? = nil, targetListing: ListingCard, recommendedListings: [ListingCard], footer: Footer? = nil) {
        self.header = header
        self.targetListing = targetListing
        self.recommendedListings = recommendedListings
        self.footer = footer
    }

    public var listings: [ListingCard] { [targetListing] + recommendedListings }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case header
        case targetListing = "target_listing"
        case recommendedListings = "recommended_listings"
        case footer
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        header = container.decodeV3(Header.self, forKey: .header)
        targetListing = try container.requireV3(ListingCard.self, forKey: .targetListing)
        recommendedListings = try container.requireLossyArrayV3(ListingCard.self, forKey: .recommendedListings)
        footer = container.decodeV3(Footer.self, forKey: .footer)
    }
}

extension ModuleType {
    /// `similar_items_on_sale`: SimilarItemsOnSale's type.
    public static let similarItemsOnSale = ModuleType(
        "similar_items_on_sale", payload: SimilarItemsOnSale.self,
        summary: "The target listing's card, a carousel of similar listings on sale, and a footer."
    )
}
