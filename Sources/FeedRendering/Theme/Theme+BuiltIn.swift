import FeedModel

extension Theme {
    /// The default: a shop's warm orange, sale red, and the terminal's own text colour.
    public static let shop = Theme(
        name: "shop",
        palette: [
            .primary: HexColor(red: 0xF1, green: 0x64, blue: 0x1E),
            .accent: HexColor(red: 0x3B, green: 0x82, blue: 0xC4),
            .sale: HexColor(red: 0xD9, green: 0x35, blue: 0x4A),
            .success: HexColor(red: 0x2E, green: 0x9E, blue: 0x5B),
            .muted: HexColor(red: 0x8A, green: 0x8A, blue: 0x8A),
            .error: HexColor(red: 0xE0, green: 0x3E, blue: 0x3E),
            .border: HexColor(red: 0x6E, green: 0x6E, blue: 0x6E),
            .surface: HexColor(red: 0x3A, green: 0x3A, blue: 0x3A),
            // Black on the orange and the sale red: white on them is 3.2:1 and 3.7:1.
            .onPrimary: HexColor(red: 0x00, green: 0x00, blue: 0x00),
            .rating: HexColor(red: 0xE8, green: 0xB3, blue: 0x1A),
            .favorite: HexColor(red: 0xE0, green: 0x3E, blue: 0x6B),
        ],
        roles: [
            .headline: RoleStyle(foreground: .primary, .bold),
            .title: RoleStyle(.bold),
            .subtitle: RoleStyle(foreground: .muted),
            .body: RoleStyle(),
            .price: RoleStyle(.bold),
            .originalPrice: RoleStyle(foreground: .muted, .strikethrough),
            .discount: RoleStyle(foreground: .sale, .bold),
            .badge: RoleStyle(foreground: .onPrimary, background: .sale, .bold),
            .muted: RoleStyle(foreground: .muted),
            .focus: RoleStyle(foreground: .primary, .reverse, .bold),
            .error: RoleStyle(foreground: .error, .bold),
            .link: RoleStyle(foreground: .accent),
            .buttonPrimary: RoleStyle(foreground: .onPrimary, background: .primary, .bold),
            .buttonSecondary: RoleStyle(foreground: .primary, .bold),
            .rating: RoleStyle(foreground: .rating),
            .favorite: RoleStyle(foreground: .favorite, .bold),
            .border: RoleStyle(foreground: .border),
            .searchField: RoleStyle(background: .surface),
            .success: RoleStyle(foreground: .success),
            .tabActive: RoleStyle(foreground: .primary, .bold, .underline),
            .tabInactive: RoleStyle(foreground: .muted),
            .status: RoleStyle(foreground: .muted, .reverse),
        ]
    )

    /// No colour at all: bold, underline, dim, strikethrough and reverse carry the meaning.
    public static let mono = Theme(
        name: "mono",
        palette: [:],
        roles: [
            .headline: RoleStyle(.bold, .underline),
            .title: RoleStyle(.bold),
            .subtitle: RoleStyle(.dim),
            .body: RoleStyle(),
            .price: RoleStyle(.bold),
            .originalPrice: RoleStyle(.strikethrough, .dim),
            .discount: RoleStyle(.bold),
            .badge: RoleStyle(.reverse),
            .muted: RoleStyle(.dim),
            .focus: RoleStyle(.reverse, .bold),
            .error: RoleStyle(.bold, .underline),
            .link: RoleStyle(.underline),
            .buttonPrimary: RoleStyle(.reverse, .bold),
            .buttonSecondary: RoleStyle(.bold),
            .rating: RoleStyle(),
            .favorite: RoleStyle(.bold),
            .border: RoleStyle(.dim),
            .searchField: RoleStyle(.reverse),
            .success: RoleStyle(.bold),
            .tabActive: RoleStyle(.bold, .underline),
            .tabInactive: RoleStyle(.dim),
            .status: RoleStyle(.reverse),
        ],
        tintsImages: false
    )

    /// Pure colours and bold text, for low vision and washed-out screens.
    public static let highContrast = Theme(
        name: "high-contrast",
        palette: [
            .primary: HexColor(red: 0xFF, green: 0xD7, blue: 0x00),
            .accent: HexColor(red: 0x00, green: 0xFF, blue: 0xFF),
            .sale: HexColor(red: 0xFF, green: 0x55, blue: 0x55),
            .success: HexColor(red: 0x55, green: 0xFF, blue: 0x55),
            .muted: HexColor(red: 0xD0, green: 0xD0, blue: 0xD0),
            .error: HexColor(red: 0xFF, green: 0x55, blue: 0x55),
            .border: HexColor(red: 0xFF, green: 0xFF, blue: 0xFF),
            .surface: HexColor(red: 0x00, green: 0x00, blue: 0x00),
            .onPrimary: HexColor(red: 0x00, green: 0x00, blue: 0x00),
            .rating: HexColor(red: 0xFF, green: 0xD7, blue: 0x00),
            .favorite: HexColor(red: 0xFF, green: 0x55, blue: 0xFF),
        ],
        roles: [
            .headline: RoleStyle(foreground: .primary, .bold, .underline),
            .title: RoleStyle(.bold, .underline),
            .subtitle: RoleStyle(foreground: .muted),
            .body: RoleStyle(),
            .price: RoleStyle(foreground: .primary, .bold),
            .originalPrice: RoleStyle(foreground: .muted, .strikethrough),
            .discount: RoleStyle(foreground: .sale, .bold),
            .badge: RoleStyle(foreground: .onPrimary, background: .primary, .bold),
            .muted: RoleStyle(foreground: .muted),
            .focus: RoleStyle(foreground: .onPrimary, background: .primary, .bold),
            .error: RoleStyle(foreground: .error, .bold, .underline),
            .link: RoleStyle(foreground: .accent, .bold, .underline),
            .buttonPrimary: RoleStyle(foreground: .onPrimary, background: .primary, .bold),
            .buttonSecondary: RoleStyle(foreground: .primary, .bold, .underline),
            .rating: RoleStyle(foreground: .rating, .bold),
            .favorite: RoleStyle(foreground: .favorite, .bold),
            .border: RoleStyle(foreground: .border, .bold),
            .searchField: RoleStyle(foreground: .border, .reverse),
            .success: RoleStyle(foreground: .success, .bold),
            .tabActive: RoleStyle(foreground: .onPrimary, background: .primary, .bold),
            .tabInactive: RoleStyle(foreground: .border),
            .status: RoleStyle(.reverse, .bold),
        ]
    )
}
