import FeedPictures
import Foundation
import Testing

/// Decoding each format, and what a hostile picture gets: an error that names it, never a
/// crash, a hang or an allocation its header asks for.
struct PictureDecoderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    /// Red and blue within a little of what was saved: JPEG and a GIF's palette move them.
    static func isRed(_ pixels: Pixels, x: Int, y: Int) -> Bool {
        let at = (y * pixels.width + x) * 4
        return pixels.rgba[at] > 180 && pixels.rgba[at + 2] < 60 && pixels.rgba[at + 3] == 255
    }

    static func isBlue(_ pixels: Pixels, x: Int, y: Int) -> Bool {
        let at = (y * pixels.width + x) * 4
        return pixels.rgba[at] < 60 && pixels.rgba[at + 2] > 180
    }

    @Test(arguments: ["halves.png", "halves.jpg", "halves.gif", "halves.webp"])
    func everyFormatDecodesToTheSamePicture(_ name: String) throws {
        let pixels = try PictureDecoder.decode(try Self.fixture(name))
        #expect(pixels.width == 8 && pixels.height == 4)
        #expect(Self.isRed(pixels, x: 0, y: 0) && Self.isRed(pixels, x: 2, y: 3))
        #expect(Self.isBlue(pixels, x: 7, y: 0) && Self.isBlue(pixels, x: 5, y: 3))
    }

    @Test func aGIFIsItsFirstFrameDeinterlaced() throws {
        let pixels = try PictureDecoder.decode(try Self.fixture("two-frames.gif"))
        #expect(pixels.width == 8 && pixels.height == 8)
        for y in 0..<8 {
            let at = (y * 8 + 3) * 4
            #expect(pixels.rgba[at] < 60 && pixels.rgba[at + 1] > 150, "row \(y) is the first frame's green")
        }
    }

    @Test func aHeaderClaimingTooManyPixelsIsRefusedBeforeDecoding() throws {
        #expect(throws: PictureProblem.tooManyPixels("it claims 60000×60000 pixels, more than 40000000")) {
            try PictureDecoder.decode(try Self.fixture("claims-60000.png"))
        }
    }

    @Test func tooManyBytesAreRefusedBeforeDecoding() throws {
        #expect(throws: PictureProblem.tooManyBytes(limit: 10)) {
            try PictureDecoder.decode(try Self.fixture("halves.png"), limits: PictureLimits(maxBytes: 10))
        }
    }

    @Test func textNamedPNGIsNoPicture() throws {
        #expect(throws: PictureProblem.unknownFormat) { try PictureDecoder.decode(try Self.fixture("text.png")) }
        #expect(throws: PictureProblem.unknownFormat) { try PictureDecoder.decode(Data()) }
    }

    @Test(arguments: ["truncated.png", "halves.jpg", "halves.gif", "halves.webp"])
    func aPictureCutShortIsBrokenOrGreyNeverACrash(_ name: String) throws {
        let whole = try Self.fixture(name)
        // Every length of it: each decoder meets its end at every place once.
        for length in 0..<whole.count {
            do {
                let pixels = try PictureDecoder.decode(whole.prefix(length))
                #expect(pixels.rgba.count == pixels.width * pixels.height * 4)
            } catch {
                if case .broken = error { continue }
                if case .unknownFormat = error { continue }
                Issue.record("\(name) cut at \(length): \(error)")
            }
        }
    }

    @Test func scalingDownKeepsTheAspectAndAveragesBoxes() throws {
        let pixels = try PictureDecoder.decode(try Self.fixture("halves.png"))
        let small = pixels.downscaled(maxSide: 2)
        #expect(small.width == 2 && small.height == 1)
        #expect(Self.isRed(small, x: 0, y: 0) && Self.isBlue(small, x: 1, y: 0))
        #expect(pixels.downscaled(maxSide: 100) == pixels)
    }
}
