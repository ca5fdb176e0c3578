/// The colours a theme names, each chosen once and used by many text roles.
public enum ColorRole: String, Sendable, Hashable, CaseIterable, Codable {
    /// The brand colour: buttons, focus, the active tab.
    case primary
    /// Links and footers.
    case accent
    /// Discounts and sale badges.
    case sale
    /// Free shipping, applied coupons.
    case success
    /// Secondary text.
    case muted
    /// Something wrong: a failed load, an error's text.
    case error
    /// Frames around cards and banners.
    case border
    /// Fields and bars that sit on a tinted background.
    case surface
    /// Text drawn on the primary colour.
    case onPrimary
    /// Stars.
    case rating
    /// The favorite heart.
    case favorite
}
