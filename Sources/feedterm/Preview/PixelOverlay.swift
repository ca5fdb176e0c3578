import FeedPictures
import FeedRendering

/// True pixels over a drawn module's pictures, for `preview --images sixel|kitty`: the
/// pictures' cells are blanked, and the sequences that draw each one in place are returned, to
/// follow the module's last line. Each saves the cursor, moves up to the picture's top-left,
/// draws, and puts the cursor back.
struct PixelOverlay {
    let mode: PictureMode
    let store: PictureStore

    /// The sequences for `buffer`'s pictures; their cells are left blank in `buffer`.
    func take(from buffer: inout Buffer) -> String {
        var out = ""
        let cell = mode == .sixel ? TerminalSize.cellPixels() : (width: 0, height: 0)
        for placement in buffer.pictures {
            guard let pixels = store.pixels(for: placement.url) else { continue }
            let rect = placement.rect
            buffer.fill(rect, style: .plain)
            let up = buffer.height - 1 - rect.y
            out += "\u{1B}7" + (up > 0 ? "\u{1B}[\(up)A" : "") + "\u{1B}[\(rect.x + 1)G"
            switch mode {
            case .kitty: out += KittyEncoder.encode(pixels, columns: rect.width, rows: rect.height)
            default: out += SixelEncoder.encode(pixels, width: rect.width * cell.width, height: rect.height * cell.height)
            }
            out += "\u{1B}8"
        }
        return out
    }
}
