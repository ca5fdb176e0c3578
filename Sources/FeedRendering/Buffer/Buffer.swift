/// A grid of cells that components draw into; `preview`, snapshots and `browse` all show one.
///
/// Every drawing call is clipped to the buffer and to the rect it is given, so nothing ever
/// lands outside its area, and a wide glyph is never left half drawn.
public struct Buffer: Sendable, Hashable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// The actionable elements drawn so far, in drawing order.
    public var hotspots: [Hotspot] = []
    /// The pictures drawn so far, and where.
    public var pictures: [PicturePlacement] = []
    /// Where the terminal's cursor stands once the buffer is shown: the focused element's
    /// first cell, which braille displays and magnifiers follow; nil leaves it where it falls.
    public var cursor: CellPosition?

    /// A `width`×`height` buffer of blanks in `style`.
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// The whole buffer as a rect at 0, 0.
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// The characters of one row, continuation cells left out: what a terminal shows.
    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<width where !self[x, y].isContinuation {
            text.append(self[x, y].character)
        }
        return text
    }

    /// Draws one glyph with its left edge at (x, y), if all of it fits inside `clip`.
    public mutating func put(_ glyph: Glyph, x: Int, y: Int, style: Style, clip: Rect) {
        let bounds = clip.intersection(area)
        guard bounds.contains(x: x, y: y), x + glyph.width <= bounds.maxX else { return }
        clearWideNeighbours(x: x, y: y, width: glyph.width)
        cells[y * width + x] = Cell(character: glyph.character, width: UInt8(glyph.width), style: style)
        if glyph.width == 2 {
            cells[y * width + x + 1] = Cell(character: " ", width: 0, style: style)
        }
    }

    /// Draws text from (x, y) rightwards, clipped to `clip`; returns the width drawn.
    ///
    /// A wide glyph that would cross the clip's edge is left out, not split.
    @discardableResult
    public mutating func draw(_ text: DisplayText, x: Int, y: Int, style: Style, clip: Rect) -> Int {
        var column = x
        let limit = min(clip.maxX, width)
        for glyph in text.glyphs {
            if column + glyph.width > limit { break }
            put(glyph, x: column, y: y, style: style, clip: clip)
            column += glyph.width
        }
        return column - x
    }

    /// Draws text at the start of `rect`'s first row, truncated with `…` to its width.
    @discardableResult
    public mutating func draw(_ text: DisplayText, in rect: Rect, style: Style) -> Int {
        guard !rect.isEmpty else { return 0 }
        return draw(text.truncated(to: rect.width), x: rect.x, y: rect.y, style: style, clip: rect)
    }

    /// Draws text right-aligned in `rect`'s first row, truncated to fit.
    @discardableResult
    public mutating func drawTrailing(_ text: DisplayText, in rect: Rect, style: Style) -> Int {
        guard !rect.isEmpty else { return 0 }
        let fitted = text.truncated(to: rect.width)
        return draw(fitted, x: rect.maxX - fitted.width, y: rect.y, style: style, clip: rect)
    }

    /// Fills a rect with one character (width 1) in one style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style) {
        let bounds = rect.intersection(area)
        guard !bounds.isEmpty else { return }
        let glyph = Glyph(character, width: 1)
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX {
                put(glyph, x: x, y: y, style: style, clip: bounds)
            }
        }
    }

    /// Shows focus on every cell of a rect: each cell's style `focused(with:)` the focus style.
    public mutating func applyFocus(_ focus: Style, to rect: Rect) {
        let bounds = rect.intersection(area)
        guard !bounds.isEmpty else { return }
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX {
                cells[y * width + x].style = cells[y * width + x].style.focused(with: focus)
            }
        }
    }

    /// Gives every cell a new single-width character, keeping its style; a wide glyph becomes
    /// two cells of width 1. For stand-ins such as ASCII output.
    mutating func replaceCharacters(_ replacement: (Cell) -> Character) {
        for index in cells.indices {
            cells[index] = Cell(character: replacement(cells[index]), width: 1, style: cells[index].style)
        }
    }

    /// Copies another buffer in with its top-left corner at (x, y), clipped to `clip`;
    /// its hotspots and pictures come along, moved and clipped.
    public mutating func blit(_ other: Buffer, x: Int, y: Int, clip: Rect) {
        let bounds = clip.intersection(area).intersection(Rect(x: x, y: y, width: other.width, height: other.height))
        guard !bounds.isEmpty else { return }
        for row in bounds.y..<bounds.maxY {
            var column = bounds.x
            while column < bounds.maxX {
                let cell = other[column - x, row - y]
                if cell.isContinuation {
                    // Half of a wide glyph whose first half is clipped away.
                    put(.space, x: column, y: row, style: cell.style, clip: bounds)
                } else {
                    put(Glyph(cell.character, width: Int(cell.width)), x: column, y: row, style: cell.style, clip: bounds)
                    if cell.width == 2, column + 1 >= bounds.maxX {
                        put(.space, x: column, y: row, style: cell.style, clip: bounds)
                    }
                }
                column += max(1, Int(cell.width))
            }
        }
        for hotspot in other.hotspots {
            var moved = hotspot
            moved.rect = Rect(x: hotspot.rect.x + x, y: hotspot.rect.y + y, width: hotspot.rect.width, height: hotspot.rect.height).intersection(bounds)
            if !moved.rect.isEmpty {
                hotspots.append(moved)
            }
        }
        for picture in other.pictures {
            var moved = picture
            moved.rect = Rect(x: picture.rect.x + x, y: picture.rect.y + y, width: picture.rect.width, height: picture.rect.height).intersection(bounds)
            if !moved.rect.isEmpty {
                pictures.append(moved)
            }
        }
    }

    /// Before a glyph lands on cells x..<x+width, blanks what would be left of wide glyphs
    /// it overlaps, so no half of a wide glyph survives.
    private mutating func clearWideNeighbours(x: Int, y: Int, width glyphWidth: Int) {
        let row = y * width
        if cells[row + x].isContinuation, x > 0 {
            cells[row + x - 1] = .blank(cells[row + x - 1].style)
        }
        let end = x + glyphWidth
        if end < width, cells[row + end].isContinuation {
            cells[row + end] = .blank(cells[row + end].style)
        }
    }
}
