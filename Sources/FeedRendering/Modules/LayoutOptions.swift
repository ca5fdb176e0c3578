import FoundationEssentials

/// Choices about how content is laid out that are not a theme's: what the output can show,
/// and how much of each module to show.
public struct LayoutOptions: Sendable, Hashable {
    /// Text for an ASCII-only terminal: prices name their currency's code where its symbol is
    /// not ASCII (`EUR 18.00`), which takes more cells than `€18.00`.
    public var asciiOnly: Bool
    /// Every carousel laid out in full, its cards in rows, so one print shows every card
    /// (`preview --expand`); the browser scrolls carousels instead.
    public var expandsCarousels: Bool
    /// The time a coupon's expiry is judged against; nil judges none expired. Drawing reads no
    /// clock: a browser hands its clock's time in (`drawing(at:)`), preview and snapshot theirs
    /// (`--now`, else the time they start).
    public var now: Date?

    /// Options for drawing.
    public init(asciiOnly: Bool = false, expandsCarousels: Bool = false, now: Date? = nil) {
        self.asciiOnly = asciiOnly
        self.expandsCarousels = expandsCarousels
        self.now = now
    }

    /// These options drawing at `date`, unless they fix a time already (a flow's `now`): how a
    /// browser hands drawing its own clock's time.
    public func drawing(at date: Date) -> LayoutOptions {
        var options = self
        if options.now == nil { options.now = date }
        return options
    }
}
