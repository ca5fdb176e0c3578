/// One thing a terminal cell shows: a character that is safe to draw, and its width in cells.
///
/// Only `TextSanitizer` makes glyphs from feed text, so a glyph never holds a control character,
/// an escape, a bidirectional override, or a cluster a curses cell cannot hold.
public struct Glyph: Sendable, Hashable {
    /// The character drawn.
    public let character: Character
    /// 1 or 2.
    public let width: Int

    init(_ character: Character, width: Int) {
        self.character = character
        self.width = width
    }

    static let space = Glyph(" ", width: 1)
    static let ellipsis = Glyph("…", width: 1)
}
