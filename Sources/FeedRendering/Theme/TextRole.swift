/// What a piece of text is, so a theme can style it: a title, a price, a badge, ….
public enum TextRole: String, Sendable, Hashable, CaseIterable, Codable {
    case title
    /// A banner's big title.
    case headline
    case subtitle
    case body
    case price
    case originalPrice = "original_price"
    case discount
    case badge
    case muted
    case focus
    case error
    case link
    case buttonPrimary = "button_primary"
    case buttonSecondary = "button_secondary"
    case rating
    case favorite
    case border
    case searchField = "search_field"
    case success
    case tabActive = "tab_active"
    case tabInactive = "tab_inactive"
    case status
}
