import CPictures
import FeedModel
import FeedRendering

/// Turns pixels into terminal cells with libchafa: for each cell, the block symbol (half blocks
/// and quadrants, so each cell shows 2 × 2 pixels) and the two colours that draw it best.
///
/// Where the picture is transparent, the cell shows the terminal's own background, never its
/// text colour. Colours are kept as 24-bit: a terminal or a file of fewer colours degrades
/// them as it degrades text (`ColorDepth`), so one conversion serves every depth. libchafa is
/// loaded on first use: a process that draws no picture never maps it.
public enum CellConverter {
    /// The symbols it draws with: space, full block, half blocks and quadrants, which Debian's
    /// monospace fonts have and a report draws exactly as rectangles (`BlockSymbol`).
    public static let symbols = BlockSymbol.all

    /// Whether libchafa is there to convert with (Debian's `libchafa0`).
    public static var isAvailable: Bool { feedterm_cells_available() != 0 }

    /// The largest box of `columns` × `rows` cells that holds `pixels` with their aspect kept,
    /// a cell being twice as tall as it is wide; nil without libchafa.
    public static func fittedSize(of pixels: Pixels, columns: Int, rows: Int) -> (columns: Int, rows: Int)? {
        var width = Int32(max(1, columns)), height = Int32(max(1, rows))
        guard feedterm_cells_fit(Int32(pixels.width), Int32(pixels.height), &width, &height) != 0 else { return nil }
        return (Int(max(1, min(width, Int32(columns)))), Int(max(1, min(height, Int32(rows)))))
    }

    /// `pixels` as cells, fitted into `columns` × `rows` with their aspect kept; nil without
    /// libchafa.
    public static func cells(from pixels: Pixels, columns: Int, rows: Int) -> CellPicture? {
        guard let size = fittedSize(of: pixels, columns: columns, rows: rows) else { return nil }
        let count = size.columns * size.rows
        var characters = [UInt32](repeating: 0, count: count)
        var foregrounds = [Int32](repeating: -1, count: count)
        var backgrounds = [Int32](repeating: -1, count: count)
        let converted = pixels.rgba.withUnsafeBufferPointer { bytes in
            feedterm_cells_convert(bytes.baseAddress, Int32(pixels.width), Int32(pixels.height), Int32(size.columns), Int32(size.rows), &characters, &foregrounds, &backgrounds)
        }
        guard converted != 0 else { return nil }
        let cells = (0..<count).map { index in
            let found = Unicode.Scalar(characters[index]).map(Character.init) ?? " "
            var symbol = symbols.contains(found) ? found : "█"
            var foreground = color(foregrounds[index]), background = color(backgrounds[index])
            // A transparent foreground would show the terminal's text colour where the picture
            // is see-through: the other symbol, colours swapped, shows its background instead;
            // a cell transparent throughout is a space.
            if foreground == nil {
                if background == nil {
                    symbol = " "
                } else if let complement = BlockSymbol.complement(of: symbol) {
                    symbol = complement
                    swap(&foreground, &background)
                }
            }
            return Cell(character: symbol, style: Style(foreground: foreground, background: background))
        }
        return CellPicture(width: size.columns, height: size.rows, cells: cells)
    }

    /// A packed 0xRRGGBB, or nil for chafa's "transparent" (a negative value).
    private static func color(_ packed: Int32) -> TerminalColor? {
        guard packed >= 0 else { return nil }
        return .rgb(HexColor(red: UInt8((packed >> 16) & 0xFF), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF)))
    }
}
