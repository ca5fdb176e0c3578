/// `hero_banner` and `promo_banner`: a banner with a title, picture and button.
public struct Banner: ModulePayload, Hashable {
    /// Its picture.
    public var pictures: [Image] { image.map { [$0] } ?? [] }

    /// A hero banner is large and leads a feed; a promo banner is compact.
    public enum Kind: String, Sendable, Hashable {
        /// `hero_banner`: a large banner.
        case hero
        /// `promo_banner`: a compact banner.
        case promo
    }

    /// Which of the two banner types it is.
    public var kind: Kind
    /// The banner's headline.
    public var title: String
    /// A line under the title.
    public var subtitle: String?
    /// Its picture.
    public var image: Image?
    /// Its button.
    public var button: Button?
    /// What selecting the banner itself does.
    public var action: Action?

    /// A banner of `kind` with these fields.
    public init(kind: Kind, title: String, subtitle: String? = nil, image: Image? = nil, button: Button? = nil, action: Action? = nil) {
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.button = button
        self.action = action
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, subtitle, image, button, action
    }

    /// Decodes a banner's payload; `kind` is known from the module's type.
    public init(from decoder: any Decoder, kind: Kind) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        self.init(
            kind: kind,
            title: try container.requireTextV3(forKey: .title),
            subtitle: container.decodeV3(String.self, forKey: .subtitle),
            image: container.decodeV3(Image.self, forKey: .image),
            button: container.decodeV3(Button.self, forKey: .button),
            action: container.decodeV3(Action.self, forKey: .action)
        )
    }
}

extension ModuleType {
    /// `hero_banner`: a large Banner.
    public static let heroBanner = ModuleType("hero_banner", payload: Banner.self, summary: "A large banner: title, subtitle, picture and button.") { try Banner(from: $0, kind: .hero) }
    /// `promo_banner`: a compact Banner.
    public static let promoBanner = ModuleType("promo_banner", payload: Banner.self, summary: "A compact banner: title, subtitle, picture and button.") { try Banner(from: $0, kind: .promo) }
}
