import FeedModel

/// A buffer as an SVG picture of the terminal: every cell on a monospace grid, with its
/// colours, bold, dim, italic, reverse, underline and strikethrough. A picture's cells (block
/// symbols, `BlockSymbol`) are filled rectangles, so it looks as it does in a terminal.
///
/// Each run of one style is one `<text>` stretched to exactly its cells (`textLength`), and a
/// wide character is a run of its own two cells wide, so the grid holds whatever font the
/// viewer has. The output depends only on the buffer: the same buffer, the same bytes.
public enum SVGSerializer {
    /// One cell's size in pixels.
    static let cellWidth = 9
    static let cellHeight = 18
    /// The terminal's own colours, for cells that name none.
    static let defaultForeground = HexColor(red: 0xD4, green: 0xD4, blue: 0xD4)
    static let defaultBackground = HexColor(red: 0x1E, green: 0x1E, blue: 0x1E)

    /// `buffer` as an SVG picture, one text element per run of a style.
    public static func string(of buffer: Buffer) -> String {
        let width = buffer.width * cellWidth, height = buffer.height * cellHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="15">
            <rect width="\(width)" height="\(height)" fill="\(defaultBackground)"/>

            """
        for y in 0..<buffer.height {
            for run in runs(in: buffer, row: y) {
                svg += draw(run, row: y)
            }
        }
        return svg + "</svg>\n"
    }

    /// Cells of one style side by side; a wide character is always a run of its own.
    struct Run {
        var start: Int
        var cells: Int
        var text: String
        var style: Style
        var isWide: Bool
    }

    static func runs(in buffer: Buffer, row y: Int) -> [Run] {
        var runs: [Run] = []
        for x in 0..<buffer.width {
            let cell = buffer[x, y]
            if cell.isContinuation { continue }
            let isWide = cell.width == 2
            if !isWide, var last = runs.last, !last.isWide, last.style == cell.style, last.start + last.cells == x {
                last.cells += 1
                last.text.append(cell.character)
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(start: x, cells: Int(cell.width), text: String(cell.character), style: cell.style, isWide: isWide))
            }
        }
        return runs
    }

    private static func draw(_ run: Run, row y: Int) -> String {
        var foreground = run.style.foreground.map(XtermPalette.rgb) ?? defaultForeground
        var background = run.style.background.map(XtermPalette.rgb)
        if run.style.attributes.contains(.reverse) {
            (foreground, background) = (background ?? defaultBackground, foreground)
        }
        let x = run.start * cellWidth, top = y * cellHeight, length = run.cells * cellWidth
        if !run.isWide, run.text.contains(where: { $0 != " " }), run.text.allSatisfy({ BlockSymbol.quadrants[$0] != nil }) {
            return blocks(run, x: x, top: top, foreground: foreground, background: background ?? defaultBackground)
        }
        var out = ""
        if let background {
            out += "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(length)\" height=\"\(cellHeight)\" fill=\"\(background)\"/>\n"
        }
        let decorations = run.style.attributes.contains(.underline) || run.style.attributes.contains(.strikethrough)
        // Trailing spaces draw nothing unless a line runs under or through them.
        var text = Substring(run.text)
        if !decorations {
            while text.last == " " { text.removeLast() }
        }
        guard !text.isEmpty else { return out }
        let textLength = run.isWide ? length : text.count * cellWidth
        var attributes = "x=\"\(x)\" y=\"\(top + cellHeight - 5)\" textLength=\"\(textLength)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(foreground)\""
        let style = run.style.attributes
        if style.contains(.bold) { attributes += " font-weight=\"bold\"" }
        if style.contains(.italic) { attributes += " font-style=\"italic\"" }
        if style.contains(.dim) { attributes += " fill-opacity=\"0.55\"" }
        let lines = [(TextAttributes.underline, "underline"), (.strikethrough, "line-through")].filter { style.contains($0.0) }.map(\.1)
        if !lines.isEmpty { attributes += " text-decoration=\"\(lines.joined(separator: " "))\"" }
        return out + "<text \(attributes) xml:space=\"preserve\">\(escaped(String(text)))</text>\n"
    }

    /// A run of block symbols as rectangles: its background, then each filled quadrant.
    private static func blocks(_ run: Run, x: Int, top: Int, foreground: HexColor, background: HexColor) -> String {
        var out = "<rect x=\"\(x)\" y=\"\(top)\" width=\"\(run.cells * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(background)\"/>\n"
        let halfWidth = Double(cellWidth) / 2, halfHeight = cellHeight / 2
        for (offset, symbol) in run.text.enumerated() {
            let mask = BlockSymbol.quadrants[symbol] ?? 0
            for quadrant in 0..<4 where mask & (0b1000 >> quadrant) != 0 {
                let left = Double(x + offset * cellWidth) + (quadrant % 2 == 0 ? 0 : halfWidth)
                let upper = top + (quadrant < 2 ? 0 : halfHeight)
                out += "<rect x=\"\(left)\" y=\"\(upper)\" width=\"\(halfWidth)\" height=\"\(halfHeight)\" fill=\"\(foreground)\"/>\n"
            }
        }
        return out
    }

    /// Text made safe inside an XML element.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
