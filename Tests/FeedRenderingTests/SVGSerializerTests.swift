import FeedModel
import FeedRendering
import Testing

/// The SVG picture of a buffer: a monospace grid with every style the terminal shows.
struct SVGSerializerTests {
    static let red = HexColor(red: 0xCC, green: 0x22, blue: 0x22)

    func svg(_ draw: (inout Buffer) -> Void, width: Int = 10) -> String {
        var buffer = Buffer(width: width, height: 1)
        draw(&buffer)
        return SVGSerializer.string(of: buffer)
    }

    @Test func aPicturesBlockSymbolsAreFilledRectanglesNotText() {
        var buffer = Buffer(width: 2, height: 1)
        let style = Style(foreground: .rgb(HexColor(red: 255, green: 0, blue: 0)), background: .rgb(HexColor(red: 0, green: 0, blue: 255)))
        buffer.draw("▀", x: 0, y: 0, style: style, clip: buffer.area)
        buffer.draw("▞", x: 1, y: 0, style: style, clip: buffer.area)
        let svg = SVGSerializer.string(of: buffer)
        #expect(!svg.contains("<text"), "no glyph depends on the viewer's font")
        // The run's background, then for ▀ one rect for each of the two top quadrants.
        #expect(svg.contains(##"<rect x="0" y="0" width="18" height="18" fill="#0000ff"/>"##))
        #expect(svg.contains(##"<rect x="0.0" y="0" width="4.5" height="9" fill="#ff0000"/>"##))
        #expect(svg.contains(##"<rect x="4.5" y="0" width="4.5" height="9" fill="#ff0000"/>"##))
        // ▞: top right and bottom left.
        #expect(svg.contains(##"<rect x="13.5" y="0" width="4.5" height="9" fill="#ff0000"/>"##))
        #expect(svg.contains(##"<rect x="9.0" y="9" width="4.5" height="9" fill="#ff0000"/>"##))
        #expect(svg.components(separatedBy: "fill=\"#ff0000\"").count - 1 == 4)
    }

    @Test func theGridIsNineByEighteenPixelsACell() {
        let picture = svg({ _ in }, width: 12)
        #expect(picture.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"108\" height=\"18\""))
    }

    @Test func aRunOfOneStyleIsStretchedToExactlyItsCells() {
        let picture = svg { $0.draw("Hi there", in: Rect(x: 1, y: 0, width: 8, height: 1), style: Style(attributes: .bold)) }
        #expect(picture.contains("<text x=\"9\" y=\"13\" textLength=\"72\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#d4d4d4\" font-weight=\"bold\" xml:space=\"preserve\">Hi there</text>"))
    }

    @Test func aWideCharacterIsItsOwnRunTwoCellsWide() {
        let picture = svg { $0.draw("a中b", in: Rect(x: 0, y: 0, width: 4, height: 1), style: .plain) }
        #expect(picture.contains("x=\"0\" y=\"13\" textLength=\"9\""))
        #expect(picture.contains("x=\"9\" y=\"13\" textLength=\"18\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#d4d4d4\" xml:space=\"preserve\">中</text>"))
        #expect(picture.contains("x=\"27\" y=\"13\" textLength=\"9\""))
    }

    @Test func reverseSwapsTheColoursAndBackgroundsAreRectangles() {
        let picture = svg { $0.draw("OK", in: Rect(x: 0, y: 0, width: 2, height: 1), style: Style(foreground: .rgb(Self.red), attributes: .reverse)) }
        #expect(picture.contains("<rect x=\"0\" y=\"0\" width=\"18\" height=\"18\" fill=\"#cc2222\"/>"))
        #expect(picture.contains("fill=\"#1e1e1e\" xml:space=\"preserve\">OK</text>"))
    }

    @Test func dimItalicUnderlineAndStrikethroughAreKept() {
        let picture = svg { $0.draw("$24", in: Rect(x: 0, y: 0, width: 3, height: 1), style: Style(attributes: [.dim, .italic, .underline, .strikethrough])) }
        #expect(picture.contains("font-style=\"italic\" fill-opacity=\"0.55\" text-decoration=\"underline line-through\""))
    }

    @Test func textIsEscapedForXML() {
        let picture = svg { $0.draw("<a&b>", in: Rect(x: 0, y: 0, width: 5, height: 1), style: .plain) }
        #expect(picture.contains(">&lt;a&amp;b&gt;</text>"))
        #expect(!picture.contains("<a&b>"))
    }
}
