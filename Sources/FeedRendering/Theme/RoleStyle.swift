import FeedModel

/// How a theme draws one text role: colours by role name, and attributes.
public struct RoleStyle: Sendable, Hashable, Codable {
    /// The text's colour, by role; nil is the terminal's own.
    public var foreground: ColorRole?
    /// The background's colour, by role; nil is the terminal's own.
    public var background: ColorRole?
    /// Bold, underline and the rest.
    public var attributes: [Attribute]

    /// An attribute as a theme file spells it.
    public enum Attribute: String, Sendable, Hashable, Codable, CaseIterable {
        /// Heavier type.
        case bold
        /// Fainter type.
        case dim
        /// Slanted type.
        case italic
        /// A line under the text.
        case underline
        /// Foreground and background swapped.
        case reverse
        /// A line through the text, as an original price has.
        case strikethrough

        /// Reads a name; an unknown one is an error at its place that lists the allowed ones.
        public init(from decoder: any Decoder) throws {
            let name = try decoder.singleValueContainer().decode(String.self)
            guard let attribute = Attribute(rawValue: name) else {
                throw FieldError(in: decoder, message: ThemeFileKeys.unknown("attribute", name, among: Self.allCases.map(\.rawValue)))
            }
            self = attribute
        }

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

    /// A style of these colour roles and attributes.
    public init(foreground: ColorRole? = nil, background: ColorRole? = nil, _ attributes: Attribute...) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    enum CodingKeys: String, CodingKey {
        case foreground, background, attributes
    }

    /// Strict, as a theme file is read: an unknown key, colour role or attribute is an error
    /// at its place that lists what is allowed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: AnyCodingKey.self)
        try ThemeFileKeys.refuseUnknown(in: container, known: ["foreground", "background", "attributes"])
        foreground = try ThemeFileKeys.colorRole(in: container, forKey: "foreground")
        background = try ThemeFileKeys.colorRole(in: container, forKey: "background")
        attributes = try container.contains("attributes") ? container.requireV3([Attribute].self, forKey: "attributes") : []
    }
}
