import FeedPictures
import Foundation
import Testing

/// A picture larger than its place is reduced while it is decoded: what comes out is no larger
/// than asked, the box average of the whole, whatever order the rows arrive in.
struct ReducedDecodeTests {
    @Test(arguments: ["halves-2000.png", "halves-2000-adam7.png"])
    func aLargePNGComesOutAtTheSizeAskedFor(_ name: String) throws {
        let pixels = try PictureDecoder.decode(try PictureDecoderTests.fixture(name), maxSide: 192)
        #expect(pixels.width == 192 && pixels.height == 115)
        #expect(PictureDecoderTests.isRed(pixels, x: 0, y: 0) && PictureDecoderTests.isRed(pixels, x: 90, y: 114))
        #expect(PictureDecoderTests.isBlue(pixels, x: 191, y: 0) && PictureDecoderTests.isBlue(pixels, x: 100, y: 114))
    }

    @Test func anInterlacedPNGReducesToTheSamePixels() throws {
        let plain = try PictureDecoder.decode(try PictureDecoderTests.fixture("halves-2000.png"), maxSide: 97)
        let interlaced = try PictureDecoder.decode(try PictureDecoderTests.fixture("halves-2000-adam7.png"), maxSide: 97)
        #expect(plain == interlaced)
    }

    @Test func aJPEGClaiming6000SquareIsReadAtAFractionOfIt() throws {
        let pixels = try PictureDecoder.decode(try PictureDecoderTests.fixture("claims-6000.jpg"), maxSide: 192)
        #expect(pixels.width == 192 && pixels.height == 192)
        // Read at 1/8 (750 × 750, the rest of the picture grey as libjpeg draws a file cut
        // short) and averaged: every pixel opaque, none left unwritten.
        #expect(stride(from: 3, to: pixels.rgba.count, by: 4).allSatisfy { pixels.rgba[$0] == 255 })
    }

    @Test(arguments: ["halves.png", "halves.gif", "two-frames.gif"])
    func reducingWhileDecodingIsTheAverageOfTheWhole(_ name: String) throws {
        let data = try PictureDecoderTests.fixture(name)
        let whole = try PictureDecoder.decode(data, maxSide: 1000)
        for side in [1, 2, 3, 5] {
            #expect(try PictureDecoder.decode(data, maxSide: side) == whole.downscaled(maxSide: side), "at \(side)")
        }
    }

    @Test func aWebPIsScaledByItsDecoder() throws {
        let pixels = try PictureDecoder.decode(try PictureDecoderTests.fixture("halves.webp"), maxSide: 4)
        #expect(pixels.width == 4 && pixels.height == 2)
        #expect(PictureDecoderTests.isRed(pixels, x: 0, y: 0) && PictureDecoderTests.isBlue(pixels, x: 3, y: 1))
    }

    /// A PNG of a header claiming `width` × `height` and an empty IDAT, checksums right.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(kind.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
        }
        let header = chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + header + chunk("IDAT", []))
    }

    @Test func aSideLongerThan65535IsRefusedThoughThePixelsWouldFit() throws {
        // 100,000 pixels in one column: far under the cap, yet a column map of every row.
        #expect(throws: PictureProblem.tooManyPixels("it claims 1×100000 pixels, a side longer than 65535")) {
            try PictureDecoder.decode(Self.pngHeader(width: 1, height: 100_000))
        }
        // Past a million pixels a side, libpng refuses it itself.
        #expect(throws: PictureProblem.broken("Invalid IHDR data")) {
            try PictureDecoder.decode(Self.pngHeader(width: 40_000_000, height: 1))
        }
    }
}
