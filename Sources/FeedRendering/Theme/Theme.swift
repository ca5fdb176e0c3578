import FeedModel

/// A look for everything feedterm draws: a palette of colour roles and a style per text role.
///
/// Themes are values. Components ask `style(.price)` and never name a colour, so one theme
/// change restyles everything, and `ColorDepth` degrades the result for the terminal.
public struct Theme: Sendable, Hashable {
    /// The theme's name, as `--theme` takes it.
    public var name: String
    /// Each colour role's colour.
    public var palette: [ColorRole: HexColor]
    /// How each text role is drawn.
    public var roles: [TextRole: RoleStyle]
    /// Whether image placeholders take the image's dominant colour.
    public var tintsImages: Bool

    /// A theme named `name`; `tintsImages` draws pictures' placeholders in their dominant colour.
    public init(name: String, palette: [ColorRole: HexColor], roles: [TextRole: RoleStyle], tintsImages: Bool = true) {
        self.name = name
        self.palette = palette
        self.roles = roles
        self.tintsImages = tintsImages
    }

    /// The style of a text role; the terminal's own look for a role the theme leaves out.
    public func style(_ role: TextRole) -> Style {
        guard let roleStyle = roles[role] else { return .plain }
        return Style(
            foreground: roleStyle.foreground.flatMap { palette[$0] }.map(TerminalColor.rgb),
            background: roleStyle.background.flatMap { palette[$0] }.map(TerminalColor.rgb),
            attributes: roleStyle.attributes.reduce(into: TextAttributes()) { $0.formUnion($1.textAttributes) }
        )
    }

    /// An image placeholder's style: tinted by the image's colour where the theme tints.
    public func imageStyle(_ dominantColor: HexColor?) -> Style {
        guard tintsImages, let dominantColor else { return style(.muted) }
        return Style(foreground: .rgb(dominantColor))
    }

    /// The built-in themes by name: `shop` (the default), `mono`, `high-contrast`.
    public static let builtIn: [String: Theme] = [
        Theme.shop.name: .shop, Theme.mono.name: .mono, Theme.highContrast.name: .highContrast,
    ]
}
