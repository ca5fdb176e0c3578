/// What a key, a wheel or a resize asks of the current screen's focus and scroll position.
enum FocusMove: Equatable {
    /// ↑ ↓: the nearest element of the row above or below.
    case up, down
    /// ← →: the neighbour in the same row, scrolling a carousel.
    case left, right
    /// Tab and Shift-Tab: the first element of the next or previous module that has any.
    case nextModule, previousModule
    /// Page Down and Page Up: a screen less a row, focus kept in view.
    case pageDown, pageUp
    /// Home and End: the feed's top or end, focus on its first or last element in view.
    case top, end
    /// The wheel: rows down (negative is up), focus left where it is.
    case wheel(rows: Int)
    /// After a resize, a reload or a return: focus stays if it is in view, or moves into it.
    case keepInView
}
