import FeedModel

extension Theme {
    /// This theme as drawn on `background`: a built-in theme's light variant on a light
    /// background (darker colours, white on the brand colour), else the theme itself. A theme
    /// file is drawn as it is written.
    public func variant(on background: TerminalBackground) -> Theme {
        guard background == .light, let light = Self.lightVariants[name], Self.builtIn[name] == self else { return self }
        return light
    }

    /// The light variants of the built-in themes, by name: each letter at least 4.5:1 on
    /// white, as the dark ones are on black.
    static let lightVariants: [String: Theme] = [
        shop.name: shop.repainted([
            .primary: HexColor(red: 0xB4, green: 0x46, blue: 0x0F),
            .accent: HexColor(red: 0x1F, green: 0x5F, blue: 0x9E),
            .sale: HexColor(red: 0xB3, green: 0x26, blue: 0x3A),
            .success: HexColor(red: 0x1E, green: 0x7A, blue: 0x44),
            .muted: HexColor(red: 0x59, green: 0x59, blue: 0x59),
            .error: HexColor(red: 0xB3, green: 0x26, blue: 0x1E),
            .border: HexColor(red: 0x8A, green: 0x8A, blue: 0x8A),
            // The search bar: the terminal's dark text on a pale field (black on #3A3A3A was 1.8:1).
            .surface: HexColor(red: 0xE4, green: 0xE4, blue: 0xE4),
            // White on the darkened orange and red: black on them is under 4:1.
            .onPrimary: HexColor(red: 0xFF, green: 0xFF, blue: 0xFF),
            .rating: HexColor(red: 0x8A, green: 0x61, blue: 0x00),
            .favorite: HexColor(red: 0xB0, green: 0x14, blue: 0x4F),
        ]),
        // Attributes alone carry the meaning, on any background.
        mono.name: mono,
        highContrast.name: highContrast.repainted([
            .primary: HexColor(red: 0x8B, green: 0x3A, blue: 0x00),
            .accent: HexColor(red: 0x00, green: 0x00, blue: 0xCC),
            .sale: HexColor(red: 0xB0, green: 0x00, blue: 0x00),
            .success: HexColor(red: 0x00, green: 0x64, blue: 0x00),
            .muted: HexColor(red: 0x33, green: 0x33, blue: 0x33),
            .error: HexColor(red: 0xB0, green: 0x00, blue: 0x00),
            .border: HexColor(red: 0x00, green: 0x00, blue: 0x00),
            .surface: HexColor(red: 0xFF, green: 0xFF, blue: 0xFF),
            .onPrimary: HexColor(red: 0xFF, green: 0xFF, blue: 0xFF),
            .rating: HexColor(red: 0x6B, green: 0x4E, blue: 0x00),
            .favorite: HexColor(red: 0x8B, green: 0x00, blue: 0x60),
        ]),
    ]

    /// The theme with `palette` for its colours, its roles as they are.
    private func repainted(_ palette: [ColorRole: HexColor]) -> Theme {
        var theme = self
        theme.palette = palette
        return theme
    }
}
