import FeedModel

/// Records an actionable element, draws it in the focus style when it has focus, and hands its
/// action to the context's `ActionHandler` when it is the element being activated.
enum FocusMarking {
    /// How a focused element shows its focus.
    enum Highlight {
        /// Every cell of its rect in the focus style.
        case restyle
        /// It drew its own focus (a card's frame), so nothing more is drawn.
        case drawnByComponent
    }

    static func mark(_ index: Int, row: Int, rect: Rect, action: Action?, listingID: Int? = nil, highlight: Highlight = .restyle, into buffer: inout Buffer, context: RenderContext) {
        guard !rect.isEmpty else { return }
        buffer.hotspots.append(Hotspot(element: context.element(index), row: row, rect: rect, action: action, listingID: listingID))
        if let action, context.activating == context.element(index) {
            context.actionHandler(action)
        }
        if highlight == .restyle, context.isFocused(index) {
            buffer.applyFocus(context.theme.style(.focus), to: rect)
        }
    }
}
