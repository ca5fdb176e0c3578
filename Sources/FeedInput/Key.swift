/// A key a person pressed, as the browser understands it.
public enum Key: Sendable, Hashable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, backTab
    case enter, escape, backspace
    /// A printable character: letters, digits, `/`, `?`, ….
    case character(Character)
}
