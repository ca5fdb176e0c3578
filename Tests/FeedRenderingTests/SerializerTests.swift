import FeedModel
import FeedRendering
import Testing

struct SerializerTests {
    static func sample() -> Buffer {
        var buffer = Buffer(width: 12, height: 2)
        buffer.draw("Sale", x: 0, y: 0, style: Theme.shop.style(.discount), clip: buffer.area)
        buffer.draw("$9", x: 5, y: 0, style: .plain, clip: buffer.area)
        buffer.draw("中文", x: 0, y: 1, style: .plain, clip: buffer.area)
        return buffer
    }

    @Test func plainTextHasNoEscapeByteAndTrimsTrailingSpaces() {
        let text = PlainTextSerializer.string(of: Self.sample())
        #expect(text == "Sale $9\n中文\n")
        #expect(!text.utf8.contains(0x1B))
    }

    @Test func ansiUsesOnlySGRAndResetsEachLine() {
        let lines = ANSISerializer.lines(of: Self.sample(), depth: .trueColor)
        #expect(lines[0] == "\u{1B}[0;1;38;2;217;53;74mSale\u{1B}[0m $9")
        #expect(lines[1] == "中文")
        #expect(ANSISerializer.lines(of: Self.sample(), depth: .indexed256)[0] == "\u{1B}[0;1;38;5;167mSale\u{1B}[0m $9")
        // With 16 colours, red text is the bright red: xterm's red is 3.6:1 on black.
        #expect(ANSISerializer.lines(of: Self.sample(), depth: .ansi16)[0] == "\u{1B}[0;1;91mSale\u{1B}[0m $9")
    }
}
