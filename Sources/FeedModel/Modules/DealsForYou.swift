/// `deals_for_you`: a header, a carousel of coupon cards, a footer.
public struct DealsForYou: ModulePayload, Hashable, Decodable {
    /// Each coupon card's pictures, up to the three a card shows.
    public var pictures: [Image] { items.flatMap { $0.images.prefix(3) } }

    /// The module's header.
    public var header: Header
    /// The coupon cards, in order.
    public var items: [CouponCard]
    /// A line below the cards.
    public var footer: Footer?

    /// The module with these cards.
    public init(header: Header, items: [CouponCard], footer: Footer? = nil) {
        self.header = header
        self.items = items
        self.footer = footer
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case header, items, footer
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        header = try container.requireV3(Header.self, forKey: .header)
        items = try container.requireLossyArrayV3(CouponCard.self, forKey: .items)
        footer = container.decodeV3(Footer.self, forKey: .footer)
    }
}

extension ModuleType {
    /// `deals_for_you`: DealsForYou's type.
    public static let dealsForYou = ModuleType(
        "deals_for_you", payload: DealsForYou.self,
        summary: "A header, a carousel of coupon cards, and a footer."
    )
}
