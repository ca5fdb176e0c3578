import FeedRendering

/// One focusable element of a screen and the text it shows, in the order a sighted shopper
/// reads them (each module's focus plan, module by module): an entry of the index that
/// `BrowserState.readingOrder(in:modules:)` gives.
public struct ReadingEntry: Sendable, Hashable {
    /// The element.
    public let element: ElementID
    /// What it shows, its rows joined by spaces and its runs of spaces made one; pictures'
    /// placeholder blocks are left out.
    public let text: String
    /// The listing it is a card of, if it is one: a linear reading says the card's fields.
    public let listingID: Int?
}
