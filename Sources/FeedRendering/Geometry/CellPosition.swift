/// A cell of a grid: column `x` and row `y`, from 0 at the top left.
public struct CellPosition: Sendable, Hashable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
