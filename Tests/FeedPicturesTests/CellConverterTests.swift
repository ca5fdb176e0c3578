import FeedModel
import FeedPictures
import FeedRendering
import Foundation
import Testing

/// Pixels into cells with libchafa: the aspect kept, the symbols a report can draw, colours kept.
struct CellConverterTests {
    static func halves() throws -> Pixels {
        try PictureDecoder.decode(try PictureDecoderTests.fixture("halves.png"))
    }

    @Test func aPictureIsFittedWithItsAspectKeptNeverStretched() throws {
        // 8 × 4 pixels are twice as wide as tall: 2 cells for each row, a cell being twice as tall as wide.
        let pixels = try Self.halves()
        #expect(CellConverter.isAvailable, "scripts/setup.sh installs libchafa")
        let wide = try #require(CellConverter.fittedSize(of: pixels, columns: 40, rows: 5))
        #expect(wide == (20, 5))
        let narrow = try #require(CellConverter.fittedSize(of: pixels, columns: 10, rows: 20))
        #expect(narrow.columns == 10 && narrow.rows == 2, "2.5 rows, rounded down to stay inside: \(narrow)")
        let square = Pixels(width: 4, height: 4, rgba: [UInt8](repeating: 255, count: 64))
        let fitted = try #require(CellConverter.fittedSize(of: square, columns: 24, rows: 10))
        #expect(fitted.rows == 10 && (19...21).contains(fitted.columns))
    }

    @Test func cellsUseBlockSymbolsAndThePicturesColours() throws {
        let picture = try #require(CellConverter.cells(from: try Self.halves(), columns: 8, rows: 2))
        #expect(picture.width == 8 && picture.height == 2)
        #expect(picture.cells.allSatisfy { CellConverter.symbols.contains($0.character) })
        func reds(_ cell: Cell) -> Int {
            let colours = [cell.style.foreground, cell.style.background].compactMap { color -> HexColor? in
                if case .rgb(let rgb)? = color { rgb } else { nil }
            }
            return colours.count { $0.red > 150 && $0.blue < 80 }
        }
        #expect(reds(picture.cell(x: 0, y: 0)) >= 1, "the left is red")
        #expect(reds(picture.cell(x: 7, y: 1)) == 0, "the right is blue")
    }

    @Test func aTransparentEdgeShowsTheTerminalsBackgroundNeverItsTextColour() throws {
        // A red disc on nothing: every see-through part of a cell is its background, unset.
        var rgba: [UInt8] = []
        for y in 0..<32 {
            for x in 0..<32 {
                let inside = (x - 16) * (x - 16) + (y - 16) * (y - 16) < 144
                rgba += inside ? [220, 20, 20, 255] : [0, 0, 0, 0]
            }
        }
        let picture = try #require(CellConverter.cells(from: Pixels(width: 32, height: 32, rgba: rgba), columns: 16, rows: 8))
        let inTextColour = picture.cells.filter { $0.style.foreground == nil && $0.character != " " }
        #expect(inTextColour.isEmpty, "no symbol drawn in the terminal's text colour: \(inTextColour)")
        #expect(picture.cells.contains { $0.style.background == nil && $0.character != " " }, "edges: the disc over the terminal's own background")
    }

    @Test func everySymbolsComplementFillsWhatItLeaves() {
        for (symbol, filled) in BlockSymbol.quadrants {
            let complement = BlockSymbol.complement(of: symbol)
            #expect(complement.flatMap { BlockSymbol.quadrants[$0] } == ~filled & 0b1111, "\(symbol)")
        }
    }

    @Test func theStoreKeepsPicturesSmallAndForgetsTheOldestPastItsBytes() throws {
        let big = Pixels(width: 600, height: 400, rgba: [UInt8](repeating: 128, count: 600 * 400 * 4))
        let store = PictureStore(maxBytes: 2 * 192 * 128 * 4)  // two of them, scaled to 192 × 128
        store.insert(big, for: "a.png")
        #expect(store.pixels(for: "a.png").map { max($0.width, $0.height) } == PictureStore.cellsSide)
        store.insert(big, for: "b.png")
        store.insert(big, for: "c.png")
        #expect(store.pixels(for: "a.png") == nil, "the least recently used went first")
        #expect(store.holds("c.png") && !store.holds("a.png"))
        #expect(store.picture(for: "c.png", columns: 12, rows: 4) != nil)
        store.fail("d.png", .unknownFormat)
        #expect(store.holds("d.png") && store.picture(for: "d.png", columns: 12, rows: 4) == nil)
        #expect(store.problem(of: "d.png") == .unknownFormat)
    }
}
