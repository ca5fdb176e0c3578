/// Something that happened at the terminal: a key, the mouse, or a new size.
///
/// FeedTerminal makes these from ncurses input and FeedBrowser consumes them, so the browser
/// can be driven by tests with no terminal at all.
public enum InputEvent: Sendable, Hashable {
    /// A key.
    case key(Key)
    /// A click of the main button at a cell.
    case click(x: Int, y: Int)
    /// The wheel turned: negative is up.
    case wheel(Int)
    /// The terminal's new size, in columns and rows.
    case resize(width: Int, height: Int)
}
