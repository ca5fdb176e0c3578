/// A key a person pressed, as the browser understands it.
public enum Key: Sendable, Hashable {
    /// ↑: focus the row above.
    case up
    /// ↓: focus the row below.
    case down
    /// ←: the element to the left.
    case left
    /// →: the element to the right.
    case right
    /// Page Up: a screen up.
    case pageUp
    /// Page Down: a screen down.
    case pageDown
    /// Home: the top.
    case home
    /// End: the bottom.
    case end
    /// Tab: the next module's first element.
    case tab
    /// Shift-Tab: the previous module's first element.
    case backTab
    /// Enter: perform the focused element.
    case enter
    /// Esc: close an overlay, or go back.
    case escape
    /// Backspace: go back, or delete in a field.
    case backspace
    /// A printable character: letters, digits, `/`, `?`, ….
    case character(Character)
}
