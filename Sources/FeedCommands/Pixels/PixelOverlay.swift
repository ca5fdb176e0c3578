import FeedPictures
import FeedRendering

/// True pixels over a drawn module's pictures, for `preview` where the terminal draws them:
/// the pictures' cells are blanked, and the sequences that draw each one in place are
/// returned, to follow the module's last line. Each saves the cursor, moves up to the
/// picture's top-left, draws, and puts the cursor back.
package struct PixelOverlay {
    package let choice: PixelChoice
    package let store: PictureStore
    /// The rows of the terminal printed to, when it is one: a picture further up than the
    /// cursor can move from the module's last line stays cells.
    package let screenRows: Int?
    /// Whether the pictures' cells are blanked under their pixels.
    package var blanksCells = true

    /// The sequences for `buffer`'s whole pictures (or those whole below a badge on their top
    /// row, drawn in the rows under it); their cells are left blank in `buffer` when `blanksCells`.
    package func take(from buffer: inout Buffer) -> String {
        guard let pixels = choice.pixels else { return "" }
        var out = ""
        for placement in buffer.pictures {
            guard let rect = placement.pixelRect(in: buffer), buffer.height - 1 - rect.y < (screenRows ?? .max), let picture = store.pixels(for: placement.url) else { continue }
            let drawn = pixels.draw(picture, columns: rect.width, rows: rect.height, cell: choice.cell)
            guard !drawn.isEmpty else { continue }
            if blanksCells {
                buffer.fill(rect, style: .plain)
                placement.blankLeftovers(above: rect, in: &buffer)
            }
            let up = buffer.height - 1 - rect.y
            out += "\u{1B}7" + (up > 0 ? "\u{1B}[\(up)A" : "") + "\u{1B}[\(rect.x + 1)G" + choice.wrapped(drawn) + "\u{1B}8"
        }
        return out
    }
}
