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
    /// cell of it drawn over since (a dialog, a menu). Only then may pixels cover all of it.
    public func isWhole(in buffer: Buffer) -> Bool {
        pixelRect(in: buffer) == rect
    }

    /// Where pixels may cover the picture in `buffer`: all of it when it is whole; when only
    /// its top row was drawn over (a card's badge, its heart), the rows below it, however few:
    /// the photograph is drawn under the badge's row, never demoted to cells for it. More of
    /// its top drawn over may still leave its lower two thirds, which are used too. Nil when it
    /// is cut by an edge, or drawn over lower down (a dialog, a menu).
    public func pixelRect(in buffer: Buffer) -> Rect? {
        guard rect.width == cells.width, rect.height == cells.height, buffer.area.intersection(rect) == rect else { return nil }
        var top = rect.height
        for y in (0..<rect.height).reversed() {
            let intact = (0..<rect.width).allSatisfy { x in
                let drawn = buffer[rect.x + x, rect.y + y], expected = cells.cell(x: x, y: y)
                return drawn.character == expected.character && drawn.style == expected.style
            }
            guard intact else { break }
            top = y
        }
        let kept = rect.height - top
        guard kept > 0, top <= 1 || kept * 3 >= rect.height * 2 else { return nil }
        return top == 0 ? rect : Rect(x: rect.x, y: rect.y + top, width: rect.width, height: kept)
    }

    /// Blanks what is left of the picture's cells above `shown`, the rows it is drawn in below
    /// a badge: the badge stays, and no half of the photograph is cells beside it.
    public func blankLeftovers(above shown: Rect, in buffer: inout Buffer) {
        for y in rect.y..<shown.y {
            for x in rect.x..<rect.maxX {
                let expected = cells.cell(x: x - rect.x, y: y - rect.y)
                if buffer[x, y].character == expected.character, buffer[x, y].style == expected.style {
                    buffer.fill(Rect(x: x, y: y, width: 1, height: 1), style: .plain)
                }
            }
        }
    }
}
