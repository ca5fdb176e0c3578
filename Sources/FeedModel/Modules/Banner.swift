/// `hero_banner` and `promo_banner`: a banner with a title, picture and button.
public struct Banner: ModulePayload, Hashable {
    /// A hero banner is large and leads a feed; a promo banner is compact.
    public enum Kind: String, Sendable, Hashable {
        case hero
        case promo
    }

    public var kind: Kind
    public var title: String
    public var subtitle: String?
    public var image: Image?
    public var button: Button?
    public var action: Action?

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
