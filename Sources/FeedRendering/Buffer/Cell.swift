/// One cell of a Buffer.
///
/// A wide glyph fills two cells: the first holds it with width 2, the second is its
/// continuation (width 0) and is never drawn on its own.
public struct Cell: Sendable, Hashable {
    /// What the cell shows.
    public var character: Character
    /// 1, 2 for the first cell of a wide glyph, 0 for its continuation.
    public var width: UInt8
    /// How it shows it.
    public var style: Style

    /// A cell of `character`, `width` columns wide, in `style`.
    public init(character: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// Whether this is the second column of a wide character before it.
    public var isContinuation: Bool { width == 0 }

    static func blank(_ style: Style) -> Cell {
        Cell(character: " ", width: 1, style: style)
    }
}
