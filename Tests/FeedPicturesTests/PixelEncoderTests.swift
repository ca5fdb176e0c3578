import FeedPictures
import Foundation
import Testing

/// The true-pixel encodings `preview` and browse write for sixel, kitty and iTerm2.
struct PixelEncoderTests {
    static func halves() throws -> Pixels {
        try PictureDecoder.decode(try PictureDecoderTests.fixture("halves.png"))
    }

    @Test func sixelIsOneDeviceControlStringOfTheFittedSize() throws {
        let sixel = SixelEncoder.encode(try Self.halves(), width: 16, height: 16)
        // Private colour registers first: the picture's palette never becomes the text's.
        #expect(sixel.hasPrefix("\u{1B}[?1070h\u{1B}P0;1;0q\"1;1;16;8"), "8 × 4 fitted into 16 × 16 keeps its aspect: 16 × 8")
        #expect(sixel.hasSuffix("\u{1B}\\"))
        #expect(sixel.filter { $0 == "\u{1B}" }.count == 3, "nothing but the picture inside")
        #expect(sixel.components(separatedBy: "-").count - 1 == 2, "two bands of six rows for 8 rows")
        // At its own size, nothing resampled: a palette of the picture's own two colours, the
        // blue (20, 20, 220) and the red, and one band of its four rows.
        let own = SixelEncoder.encode(try Self.halves(), width: 8, height: 8)
        #expect(own.contains("\"1;1;8;4#0;2;8;8;86#1;2;86;8;8"))
        #expect(own.hasSuffix("#0!4?!4N$#1!4N!4?-\u{1B}\\"), "the blue right half, then the red left half, four rows each")
    }

    @Test func aPhotographsSixelPaletteKeepsItsGradient() {
        // A grey ramp of 200 levels: a fixed cube would band it into 6; its own palette keeps
        // 200 registers, at most 256.
        let levels: [UInt8] = (0..<200).flatMap { (level: Int) -> [UInt8] in [UInt8(level), UInt8(level), UInt8(level), 255] }
        let ramp = Pixels(width: 200, height: 1, rgba: levels)
        let sixel = SixelEncoder.encode(ramp, width: 200, height: 1)
        let registers = sixel.matches(of: /#\d+;2;/).count
        #expect(registers == 200, "\(registers) registers")
        var colours: [UInt8] = []
        for index in 0..<600 {
            colours += [UInt8(index % 256), UInt8(index / 3 % 256), UInt8(index * 7 % 256), 255]
        }
        let wide = Pixels(width: 600, height: 1, rgba: colours)
        #expect(SixelEncoder.encode(wide, width: 600, height: 1).matches(of: /#\d+;2;/).count <= 256)
    }

    @Test func kittyIsAPNGSentInChunksOfAtMost4096Bytes() throws {
        // Noise does not compress: the PNG stays larger than one chunk.
        var generator = SystemRandomNumberGenerator()
        let noise = Pixels(width: 64, height: 64, rgba: (0..<64 * 64 * 4).map { $0 % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &generator) })
        let png = try #require(PNGEncoder.encode(noise) as Data?)
        let kitty = KittyEncoder.display(png, columns: 12, rows: 6)
        let commands = kitty.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
        #expect(commands.count > 1)
        #expect(commands.first?.hasPrefix("\u{1B}_Ga=T,f=100,c=12,r=6,C=1,q=2,m=1;") == true)
        #expect(commands.dropFirst().dropLast().allSatisfy { $0.hasPrefix("\u{1B}_Gm=1;") })
        #expect(commands.last?.hasPrefix("\u{1B}_Gm=0;") == true)
        let payload = commands.map { String($0[$0.index(after: $0.firstIndex(of: ";")!)...]) }
        #expect(payload.allSatisfy { $0.count <= 4096 })
        #expect(Data(base64Encoded: payload.joined()) == png)
    }

    @Test(arguments: [true, false])
    func aPNGDecodesToThePixelsEncoded(withAlpha: Bool) throws {
        let rgba: [UInt8] = (0..<7 * 5 * 4).map { (index: Int) -> UInt8 in
            if index % 4 != 3 { return UInt8(index * 37 % 256) }
            return withAlpha ? UInt8(index * 7 % 256) : 255
        }
        let pixels = Pixels(width: 7, height: 5, rgba: rgba)
        let png = try #require(PNGEncoder.encode(pixels) as Data?)
        #expect(png[25] == (withAlpha ? 6 : 2), "RGBA only where a pixel is not opaque")
        #expect(try PictureDecoder.decode(png) == pixels)
    }

    @Test func kittyShowsAnImageSentOnceAndForgetsIt() {
        #expect(KittyEncoder.transmit(Data([1, 2, 3]), id: 7) == "\u{1B}_Ga=t,f=100,i=7,q=2,m=0;AQID\u{1B}\\")
        #expect(KittyEncoder.place(id: 7, placement: 3, columns: 16, rows: 6) == "\u{1B}_Ga=p,i=7,p=3,c=16,r=6,C=1,q=2\u{1B}\\")
        #expect(KittyEncoder.remove(id: 7, placement: 3) == "\u{1B}_Ga=d,d=i,i=7,p=3,q=2\u{1B}\\")
        #expect(KittyEncoder.forget(id: 7) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    }

    @Test func aPictureIsSentAtThePixelsOfItsPlaceNeverLarger() throws {
        let photo = Pixels(width: 192, height: 128, rgba: [UInt8](repeating: 255, count: 192 * 128 * 4))
        let sixel = PixelProtocol.sixel.draw(photo, columns: 8, rows: 3, cell: (10, 20))
        #expect(sixel.contains("\"1;1;80;60"), "the place's 80 × 60 pixels")
        #expect(sixel.contains("#0!80w-"), "the picture, 80 × 53, centred: its band's top three rows left undrawn")
        let iterm = PixelProtocol.iterm.draw(photo, columns: 8, rows: 3, cell: (10, 20))
        #expect(iterm.hasPrefix("\u{1B}]1337;File=inline=1;size=") && iterm.contains(";width=8;height=3;preserveAspectRatio=1:") && iterm.hasSuffix("\u{07}"))
    }

    @Test func tmuxPassesASequenceThroughWithItsEscapesDoubled() {
        #expect(PixelProtocol.throughTmux("\u{1B}_Ga=d\u{1B}\\") == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d\u{1B}\u{1B}\\\u{1B}\\")
    }
}
