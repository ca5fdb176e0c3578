/// A picture as terminal cells: each cell a block symbol and its two colours, so any terminal
/// with colour shows it, through the same buffer and sanitiser as text.
public struct CellPicture: Sendable, Hashable {
    /// Its width in columns.
    public let width: Int
    /// Its height in rows.
    public let height: Int
    /// Its cells, row by row.
    public let cells: [Cell]

    /// A picture of `width` × `height` cells, row by row.
    public init(width: Int, height: Int, cells: [Cell]) {
        precondition(cells.count == width * height, "a picture has width × height cells")
        self.width = width
        self.height = height
        self.cells = cells
    }

    /// The cell at column `x` of row `y`.
    public func cell(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }
}
