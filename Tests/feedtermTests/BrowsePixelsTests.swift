@testable import FeedCommands
import FeedModel
import FeedPictures
import FeedRendering
import FeedTerminal
import Foundation
import Testing

/// What browse writes for pictures frame by frame, read from an offscreen terminal's bytes:
/// each picture sent once, placed, taken off when it leaves, and nothing left at quitting.
@Suite(.serialized)
struct BrowsePixelsTests {
    static let url = "images/red.png"

    /// A 40 × 12 frame with a 6 × 3 picture at (`x`, `y`), or none.
    static func frame(pictureAt origin: (x: Int, y: Int)?) -> Buffer {
        var buffer = Buffer(width: 40, height: 12)
        _ = buffer.draw("Title", x: 0, y: 0, style: Style(), clip: buffer.area)
        guard let origin else { return buffer }
        let style = Style(foreground: .rgb(HexColor(red: 200, green: 0, blue: 0)), background: .rgb(HexColor(red: 90, green: 0, blue: 0)))
        let cells = CellPicture(width: 6, height: 3, cells: Array(repeating: Cell(character: "▀", style: style), count: 18))
        buffer.fill(Rect(x: origin.x, y: origin.y, width: 6, height: 3), with: "▀", style: style)
        buffer.pictures.append(PicturePlacement(url: url, rect: Rect(x: origin.x, y: origin.y, width: 6, height: 3), cells: cells))
        return buffer
    }

    /// The bytes `frames` make, drawn in turn by browse's pixels for `protocol`, one string
    /// per frame, and those of quitting last.
    static func written(_ protocol: PixelProtocol, frames: [Buffer]) throws -> [String] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-pixels-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let terminal = try Terminal.offscreen(writingTo: file, width: 40, height: 12)
        let store = PictureStore()
        store.insert(Pixels(width: 12, height: 6, rgba: Array(repeating: [200, 0, 0, 255], count: 72).flatMap { $0 }), for: url)
        var choice = PixelChoice()
        choice.pixels = `protocol`
        let pixels = try #require(BrowsePixels(terminal: terminal, choice: choice, store: store))
        var parts: [String] = []
        var before = 0
        func take() throws -> String {
            let bytes = terminal.bytesWritten
            let all = try String(contentsOfFile: file, encoding: .utf8)
            defer { before = bytes }
            return String(all.utf8.dropFirst(before).prefix(bytes - before)) ?? ""
        }
        for frame in frames {
            pixels.draw(frame)
            parts.append(try take())
        }
        pixels.stop()
        parts.append(try take())
        terminal.stop()
        return parts
    }

    /// A badge on a photograph's top row keeps its cells, and the photograph is pixels in the
    /// rows under it: never demoted to cells for a badge. A dialog over its lower rows still is.
    @Test func aBadgeOnThePhotosTopRowKeepsItsCellsAndThePhotoIsPixelsBelow() throws {
        var badged = Self.frame(pictureAt: (2, 2))
        _ = badged.draw("New", x: 2, y: 2, style: Style(), clip: badged.area)
        #expect(badged.pictures[0].pixelRect(in: badged) == Rect(x: 2, y: 3, width: 6, height: 2))
        let parts = try Self.written(.kitty, frames: [badged])
        #expect(parts[0].contains("\u{1B}[4;3H\u{1B}_Ga=p,i=1,p=1,c=6,r=2"), "placed in the two rows under the badge: \(parts[0].debugDescription)")
        var covered = Self.frame(pictureAt: (2, 2))
        _ = covered.draw("Dialog", x: 2, y: 4, style: Style(), clip: covered.area)
        #expect(covered.pictures[0].pixelRect(in: covered) == nil)
        // Two rows of three drawn over from the top are no badge: a dialog's edge.
        var overTwoRows = Self.frame(pictureAt: (2, 2))
        _ = overTwoRows.draw("Dialog", x: 2, y: 2, style: Style(), clip: overTwoRows.area)
        _ = overTwoRows.draw("Dialog", x: 2, y: 3, style: Style(), clip: overTwoRows.area)
        #expect(overTwoRows.pictures[0].pixelRect(in: overTwoRows) == nil)
        // A photograph of two rows keeps its lower one in pixels under a badge.
        var short = Self.frame(pictureAt: (2, 2))
        short.pictures[0] = PicturePlacement(url: short.pictures[0].url, rect: Rect(x: 2, y: 2, width: 6, height: 2), cells: CellPicture(width: 6, height: 2, cells: Array(short.pictures[0].cells.cells.prefix(12))))
        _ = short.draw("New", x: 2, y: 2, style: Style(), clip: short.area)
        #expect(short.pictures[0].pixelRect(in: short) == Rect(x: 2, y: 3, width: 6, height: 1))
        let sixel = try Self.written(.sixel, frames: [badged])
        #expect(sixel[0].contains("\u{1B}[4;3H"), "sixel too, under the badge's row")
    }

    @Test func kittySendsAPictureOnceAndPlacesAndRemovesItById() throws {
        let parts = try Self.written(.kitty, frames: [Self.frame(pictureAt: (2, 2)), Self.frame(pictureAt: (2, 2)), Self.frame(pictureAt: (10, 5)), Self.frame(pictureAt: nil)])
        #expect(parts[0].contains("a=t,f=100,i=1,q=2") && parts[0].contains("\u{1B}[3;3H\u{1B}_Ga=p,i=1,p=1,c=6,r=3,C=1,q=2"), "sent, then placed at its cells")
        #expect(!parts[1].contains("\u{1B}_G"), "an unchanged frame sends no picture")
        #expect(parts[2].contains("a=d,d=i,i=1,p=1") && parts[2].contains("\u{1B}[6;11H\u{1B}_Ga=p,i=1,p=2"), "moved: the old placement off, a new one on, the image not sent again")
        #expect(!parts[2].contains("a=t,"))
        #expect(parts[3].contains("a=d,d=i,i=1,p=2"), "gone from the frame: taken off")
        #expect(parts[4].contains("a=d,d=I,i=1,q=2") && parts[4].contains("a=d,d=A"), "quitting forgets every image, held or shown")
    }

    @Test func sixelIsDrawnIntoItsCellsAndTheScreenClearedWhenOneLeaves() throws {
        let parts = try Self.written(.sixel, frames: [Self.frame(pictureAt: (2, 2)), Self.frame(pictureAt: (2, 2)), Self.frame(pictureAt: (10, 5))])
        #expect(parts[0].contains("\u{1B}[3;3H\u{1B}[?1070h\u{1B}P0;1;0q"), "at its cells, with private colour registers")
        #expect(!parts[1].contains("\u{1B}P"), "an unchanged frame sends no picture")
        #expect(parts[2].contains("\u{1B}[2J") || parts[2].contains("\u{1B}[J"), "a picture left: the screen is cleared")
        #expect(parts[2].contains("\u{1B}[6;11H\u{1B}[?1070h\u{1B}P"))
    }

    @Test func aPictureUnderADialogOrCutByAnEdgeStaysCells() throws {
        var covered = Self.frame(pictureAt: (2, 2))
        _ = covered.draw("Dialog", x: 3, y: 3, style: Style(), clip: covered.area)
        let cut = Self.frame(pictureAt: (2, 10))
        let parts = try Self.written(.kitty, frames: [covered, cut])
        #expect(!parts[0].contains("\u{1B}_G") && !parts[1].contains("\u{1B}_G"))
    }
}
