import CChafa
import FeedModel
import FeedRendering

/// Turns pixels into terminal cells with libchafa: for each cell, the block symbol (half blocks
/// and quadrants, so each cell shows 2 × 2 pixels) and the two colours that draw it best.
///
/// Colours are kept as 24-bit: a terminal or a file of fewer colours degrades them as it
/// degrades text (`ColorDepth`), so one conversion serves every depth.
public enum CellConverter {
    /// The symbols it draws with: space, full block, half blocks and quadrants, which Debian's
    /// monospace fonts have and a report draws exactly as rectangles (`BlockSymbol`).
    public static let symbols = BlockSymbol.all

    /// The largest box of `columns` × `rows` cells that holds `pixels` with their aspect kept,
    /// a cell being twice as tall as it is wide.
    public static func fittedSize(of pixels: Pixels, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        var width = Int32(max(1, columns)), height = Int32(max(1, rows))
        chafa_calc_canvas_geometry(Int32(pixels.width), Int32(pixels.height), &width, &height, 0.5, 1, 0)
        return (Int(max(1, min(width, Int32(columns)))), Int(max(1, min(height, Int32(rows)))))
    }

    /// `pixels` as cells, fitted into `columns` × `rows` with their aspect kept.
    public static func cells(from pixels: Pixels, columns: Int, rows: Int) -> CellPicture {
        let size = fittedSize(of: pixels, columns: columns, rows: rows)
        let map = chafa_symbol_map_new()
        defer { chafa_symbol_map_unref(map) }
        let tags = CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_SOLID.rawValue | CHAFA_SYMBOL_TAG_HALF.rawValue | CHAFA_SYMBOL_TAG_QUAD.rawValue
        chafa_symbol_map_add_by_tags(map, ChafaSymbolTags(rawValue: tags))
        let config = chafa_canvas_config_new()
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(size.columns), Int32(size.rows))
        chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        chafa_canvas_config_set_symbol_map(config, map)
        let canvas = chafa_canvas_new(config)
        defer { chafa_canvas_unref(canvas) }
        pixels.rgba.withUnsafeBufferPointer { bytes in
            chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, bytes.baseAddress, Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 4))
        }
        var cells: [Cell] = []
        cells.reserveCapacity(size.columns * size.rows)
        for y in 0..<size.rows {
            for x in 0..<size.columns {
                var foreground: Int32 = -1, background: Int32 = -1
                chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                let symbol = Unicode.Scalar(chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))).map(Character.init) ?? " "
                cells.append(Cell(
                    character: symbols.contains(symbol) ? symbol : "█",
                    style: Style(foreground: color(foreground), background: color(background))
                ))
            }
        }
        return CellPicture(width: size.columns, height: size.rows, cells: cells)
    }

    /// A packed 0xRRGGBB, or nil for chafa's "transparent" (a negative value).
    private static func color(_ packed: Int32) -> TerminalColor? {
        guard packed >= 0 else { return nil }
        return .rgb(HexColor(red: UInt8((packed >> 16) & 0xFF), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF)))
    }
}
