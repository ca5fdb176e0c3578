/// One cell of a Buffer.
///
/// A wide glyph fills two cells: the first holds it with width 2, the second is its
/// continuation (width 0) and is never drawn on its own.
public struct Cell: Sendable, Hashable {
    public var character: Character
    /// 1, 2 for the first cell of a wide glyph, 0 for its continuation.
    public var width: UInt8
    public var style: Style

    public init(character: Character = " ", width: UInt8 = 1, style: Style = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    public var isContinuation: Bool { width == 0 }

    static func blank(_ style: Style) -> Cell {
        Cell(character: " ", width: 1, style: style)
    }
}
