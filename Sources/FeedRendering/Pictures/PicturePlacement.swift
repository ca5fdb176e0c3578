/// Where a picture was drawn in a buffer, and the cells drawn there: what an output that draws
/// true pixels (kitty, sixel, iTerm2) puts over the cells, where they are still all there.
public struct PicturePlacement: Sendable, Hashable {
    /// The picture's url, as the feed gives it.
    public let url: String
    /// The cells it covers (clipped, when the buffer it was copied into cuts it).
    public var rect: Rect
    /// The cells drawn, whole.
    public let cells: CellPicture

    /// The picture at `url` drawn as `cells` over `rect`.
    public init(url: String, rect: Rect, cells: CellPicture) {
        self.url = url
        self.rect = rect
        self.cells = cells
    }

    /// Whether the whole picture is in `buffer` as it was drawn: not cut by an edge, and no
    /// cell of it drawn over since (a dialog, a menu). Only then may pixels cover it.
    public func isWhole(in buffer: Buffer) -> Bool {
        guard rect.width == cells.width, rect.height == cells.height, buffer.area.intersection(rect) == rect else { return false }
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let drawn = buffer[rect.x + x, rect.y + y], expected = cells.cell(x: x, y: y)
                if drawn.character != expected.character || drawn.style != expected.style { return false }
            }
        }
        return true
    }
}
