/// One module of a screen as a linear reading takes it: the words it shows that are no
/// element (its title and subtitle, a banner's lines), then its elements in reading order.
/// `BrowserState.readingSections(in:)` gives one for each module.
public struct ReadingSection: Sendable, Hashable {
    /// The module's own words, row by row, frames, placeholder blocks and the elements' text
    /// left out; its title first, where it has one.
    public let lines: [String]
    /// Its focusable elements, in reading order.
    public let entries: [ReadingEntry]
}
