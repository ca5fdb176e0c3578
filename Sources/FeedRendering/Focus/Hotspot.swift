import FeedModel

/// An actionable element where it was drawn: what focus lands on and a click performs.
public struct Hotspot: Sendable, Hashable {
    /// Which element of which module.
    public var element: ElementID
    /// Elements that share a row within their module (a carousel's cards) move by ←/→;
    /// ↑/↓ moves between rows.
    public var row: Int
    /// Where it is drawn, relative to the module's top-left.
    public var rect: Rect
    /// The action its module's focus plan declares for it.
    public var action: Action?
    /// The listing a card shows, so `f` can favorite it.
    public var listingID: Int?

    /// The hotspot of `element` at `rect`.
    public init(element: ElementID, row: Int, rect: Rect, action: Action?, listingID: Int? = nil) {
        self.element = element
        self.row = row
        self.rect = rect
        self.action = action
        self.listingID = listingID
    }
}
