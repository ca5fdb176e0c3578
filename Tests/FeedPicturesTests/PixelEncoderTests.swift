import FeedPictures
import Foundation
import Testing

/// The true-pixel encodings `preview --images sixel|kitty` writes.
struct PixelEncoderTests {
    static func halves() throws -> Pixels {
        try PictureDecoder.decode(try PictureDecoderTests.fixture("halves.png"))
    }

    @Test func sixelIsOneDeviceControlStringOfTheFittedSize() throws {
        let sixel = SixelEncoder.encode(try Self.halves(), width: 16, height: 16)
        #expect(sixel.hasPrefix("\u{1B}P0;1;0q\"1;1;16;8"), "8 × 4 fitted into 16 × 16 keeps its aspect: 16 × 8")
        #expect(sixel.hasSuffix("\u{1B}\\"))
        #expect(sixel.filter { $0 == "\u{1B}" }.count == 2, "nothing but the picture inside")
        #expect(sixel.components(separatedBy: "-").count - 1 == 2, "two bands of six rows for 8 rows")
        // The red (220, 20, 20) is colour 168 of the 6 × 7 × 6 palette, (4, 0, 0); the blue colour 4.
        #expect(sixel.contains("#168;2;80;0;0") && sixel.contains("#4;2;0;0;80"))
        #expect(sixel.contains("#4!8?!8~$#168!8~!8?-"), "the first band: the blue right half, then the red left half, six rows each")
        #expect(sixel.contains("#4!8?!8B$#168!8B!8?-"), "the second band: its last two rows")
    }

    @Test func kittyIsSentInChunksOfAtMost4096Bytes() throws {
        let big = Pixels(width: 64, height: 64, rgba: [UInt8](repeating: 200, count: 64 * 64 * 4))
        let kitty = KittyEncoder.encode(big, columns: 12, rows: 6)
        let commands = kitty.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(commands.count == 6, "16 KiB of pixels is 21,848 characters of base64")
        #expect(commands.first?.hasPrefix("\u{1B}_Ga=T,f=32,s=64,v=64,c=12,r=6,C=1,q=2,m=1;") == true)
        #expect(commands.dropFirst().dropLast().allSatisfy { $0.hasPrefix("\u{1B}_Gm=1;") })
        #expect(commands.last?.hasPrefix("\u{1B}_Gm=0;") == true)
        let payload = commands.map { String($0[$0.index(after: $0.firstIndex(of: ";")!)...]) }
        #expect(payload.allSatisfy { $0.count <= 4096 })
        #expect(Data(base64Encoded: payload.joined()) == Data(big.rgba))
    }
}
