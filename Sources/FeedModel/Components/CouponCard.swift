import FoundationEssentials

/// Etsy's Deals-for-you card: a coupon with its pictures, badge, button and expiry.
public struct CouponCard: Sendable, Hashable {
    /// The coupon's headline, such as "20% off".
    public var titleText: String
    /// The button, usually Apply.
    public var button: Button
    /// A line under the title: the shop, the terms.
    public var subtitleText: String?
    /// A badge over the pictures, such as "Sale".
    public var saleBadge: String?
    /// Pictures of what the coupon applies to; a renderer shows up to three.
    public var images: [Image]
    /// What selecting the card itself does.
    public var action: Action?
    /// When the coupon ends; past it, the card is drawn as expired and its button is inert.
    public var expiresAt: Date?

    /// A coupon card with these fields.
    public init(
        titleText: String, button: Button, subtitleText: String? = nil, saleBadge: String? = nil,
        images: [Image] = [], action: Action? = nil, expiresAt: Date? = nil
    ) {
        self.titleText = titleText
        self.button = button
        self.subtitleText = subtitleText
        self.saleBadge = saleBadge
        self.images = images
        self.action = action
        self.expiresAt = expiresAt
    }
}

extension CouponCard: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case titleText = "title_text"
        case button
        case subtitleText = "subtitle_text"
        case saleBadge = "sale_badge"
        case images, action
        case expiresAt = "expires_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        titleText = try container.requireTextV3(forKey: .titleText)
        button = try container.requireV3(Button.self, forKey: .button)
        subtitleText = container.decodeV3(String.self, forKey: .subtitleText)
        saleBadge = container.decodeV3(String.self, forKey: .saleBadge)
        images = container.decodeLossyArrayV3(Image.self, forKey: .images)
        action = container.decodeV3(Action.self, forKey: .action)
        expiresAt = container.decodeV3(String.self, forKey: .expiresAt, rule: .dateTime)
            .flatMap(ISO8601Date.parse)
        if let expiresAt, let now = container.now, expiresAt < now {
            container.warn(.expiresAt, "the coupon expired at \(ISO8601Date.text(expiresAt)); it is drawn as expired and its button does nothing", code: .expiredCoupon)
        }
    }
}

extension CouponCard {
    /// Whether the coupon has ended by `now`.
    public func hasExpired(at now: Date) -> Bool {
        expiresAt.map { $0 < now } ?? false
    }
}
