import FeedModel

/// Records an actionable element where it was drawn, and draws it in the focus style when it
/// has focus. What the element does comes from its module's `FocusPlan`, never from drawing.
/// Public so that a host's own components record their stops the same way.
public enum FocusMarking {
    /// How a focused element shows its focus.
    public enum Highlight: Sendable {
        /// Every cell of its rect in the focus style.
        case restyle
        /// It drew its own focus (a card's frame), so nothing more is drawn.
        case drawnByComponent
    }

    /// Records element `index` (nothing when nil: the part is not actionable).
    public static func mark(_ index: Int?, row: Int, rect: Rect, highlight: Highlight = .restyle, into buffer: inout Buffer, context: RenderContext) {
        guard let index, !rect.isEmpty else { return }
        let stop = context.plan.stop(at: index)
        buffer.hotspots.append(Hotspot(element: context.element(index), row: row, rect: rect, action: stop?.action, listingID: stop?.listingID))
        if highlight == .restyle, context.isFocused(index) {
            buffer.applyFocus(context.theme.style(.focus), to: rect)
        }
    }
}
