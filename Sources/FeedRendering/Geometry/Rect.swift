/// A rectangle of cells: where a component may draw.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// The rect of `width`×`height` cells at `x`, `y`; a negative size is zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var isEmpty: Bool { width == 0 || height == 0 }
    /// The column just past its right edge.
    public var maxX: Int { x + width }
    /// The row just past its bottom edge.
    public var maxY: Int { y + height }

    /// The part of this rect inside another; empty when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// This rect with `by` cells taken from every side (never negative).
    public func inset(by amount: Int) -> Rect {
        inset(horizontal: amount, vertical: amount)
    }

    /// Smaller by `horizontal` columns on each side and `vertical` rows at top and bottom.
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
    }

    /// One row of this rect, `offset` rows from its top; empty when outside it.
    public func row(_ offset: Int, height rows: Int = 1) -> Rect {
        let top = y + offset
        return Rect(x: x, y: top, width: width, height: min(rows, maxY - top))
    }

    /// The rect below the first `rows` rows.
    public func dropping(rows: Int) -> Rect {
        Rect(x: x, y: y + rows, width: width, height: height - rows)
    }

    /// The rect right of the first `columns` columns.
    public func dropping(columns: Int) -> Rect {
        Rect(x: x + columns, y: y, width: width - columns, height: height)
    }

    /// Whether the cell at `px`, `py` is inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    public var description: String { "(\(x),\(y) \(width)×\(height))" }
}
