/// How a theme draws one text role: colours by role name, and attributes.
public struct RoleStyle: Sendable, Hashable, Codable {
    public var foreground: ColorRole?
    public var background: ColorRole?
    public var attributes: [Attribute]

    /// An attribute as a theme file spells it.
    public enum Attribute: String, Sendable, Hashable, Codable, CaseIterable {
        case bold, dim, italic, underline, reverse, strikethrough

        var textAttributes: TextAttributes {
            switch self {
            case .bold: .bold
            case .dim: .dim
            case .italic: .italic
            case .underline: .underline
            case .reverse: .reverse
            case .strikethrough: .strikethrough
            }
        }
    }

    public init(foreground: ColorRole? = nil, background: ColorRole? = nil, _ attributes: Attribute...) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    enum CodingKeys: String, CodingKey {
        case foreground, background, attributes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        foreground = try container.decodeIfPresent(ColorRole.self, forKey: .foreground)
        background = try container.decodeIfPresent(ColorRole.self, forKey: .background)
        attributes = try container.decodeIfPresent([Attribute].self, forKey: .attributes) ?? []
    }
}
