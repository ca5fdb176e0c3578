/// What a piece of text is, so a theme can style it: a title, a price, a badge, ….
public enum TextRole: String, Sendable, Hashable, CaseIterable, Codable {
    /// A module's or card's title.
    case title
    /// A banner's big title.
    case headline
    /// A line under a title.
    case subtitle
    /// Running text: a description, a note.
    case body
    /// A price.
    case price
    /// The price before a discount, struck through.
    case originalPrice = "original_price"
    /// A discount, such as "25% off".
    case discount
    /// A badge over a picture, such as "Bestseller".
    case badge
    /// Secondary text: a shop's name, a count.
    case muted
    /// The focused element.
    case focus
    /// An error's text.
    case error
    /// A footer or a header's action.
    case link
    /// A primary button.
    case buttonPrimary = "button_primary"
    /// A secondary button.
    case buttonSecondary = "button_secondary"
    /// A rating's stars.
    case rating
    /// A favorite's heart.
    case favorite
    /// Card borders and rules.
    case border
    /// The search field.
    case searchField = "search_field"
    /// Something done: an applied coupon's ✓.
    case success
    /// The tab shown.
    case tabActive = "tab_active"
    /// The other tabs.
    case tabInactive = "tab_inactive"
    /// The status line.
    case status
}
