/// Something that draws itself into a rect of a Buffer: a header, a card, a carousel.
///
/// A component is a value with one job. It tells its height for a width, draws inside the area
/// it is given and nowhere else, and survives any area down to 0×0.
public protocol Component {
    /// The rows it needs at this width.
    func height(forWidth width: Int) -> Int
    /// Draws into `area` of `buffer`, recording a hotspot for each actionable element.
    func render(in area: Rect, into buffer: inout Buffer, context: RenderContext)
    /// Moves what it scrolls (a carousel's first card) just enough to show the focused
    /// element at `width`, in the state it will be drawn with: the state is worked out before
    /// drawing and passed to it, as ratatui's StatefulWidget does, never read back from a
    /// drawing. Most components scroll nothing and need not implement it.
    func scroll(toShowFocusIn state: inout ViewState, width: Int, context: RenderContext)
}

extension Component {
    /// Scrolls nothing.
    public func scroll(toShowFocusIn state: inout ViewState, width: Int, context: RenderContext) {}
}
