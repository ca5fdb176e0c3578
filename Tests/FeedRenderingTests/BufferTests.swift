@testable import FeedRendering
import Testing

struct BufferTests {
    @Test func textIsClippedToItsRect() {
        var buffer = Buffer(width: 10, height: 2)
        buffer.draw("Walnut board", x: 2, y: 0, style: .plain, clip: Rect(x: 2, y: 0, width: 5, height: 1))
        #expect(buffer.line(0) == "  Walnu   ")
        #expect(buffer.line(1) == "          ")
    }

    @Test func aWideGlyphThatDoesNotFitIsLeftOutNotSplit() {
        var buffer = Buffer(width: 5, height: 1)
        buffer.draw("ab中文", x: 0, y: 0, style: .plain, clip: buffer.area)
        #expect(buffer.line(0) == "ab中 ")
        #expect(buffer[3, 0].isContinuation)
        #expect(!buffer[4, 0].isContinuation)
    }

    @Test func overwritingHalfOfAWideGlyphBlanksTheOtherHalf() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.draw("中文", x: 0, y: 0, style: .plain, clip: buffer.area)
        buffer.draw("x", x: 1, y: 0, style: .plain, clip: buffer.area)
        #expect(buffer.line(0) == " x文")
        buffer.draw("y", x: 2, y: 0, style: .plain, clip: buffer.area)
        #expect(buffer.line(0) == " xy ")
    }

    @Test func blitMovesHotspotsAndClipsWideGlyphsAtItsEdge() {
        var small = Buffer(width: 3, height: 1)
        small.draw("a中", x: 0, y: 0, style: .plain, clip: small.area)
        small.hotspots.append(Hotspot(element: ElementID(module: 0, element: 0), row: 0, rect: small.area, action: .search(query: nil)))
        var big = Buffer(width: 4, height: 2)
        big.blit(small, x: 2, y: 1, clip: big.area)
        #expect(big.line(1) == "  a ")
        #expect(big.hotspots.map(\.rect) == [Rect(x: 2, y: 1, width: 2, height: 1)])
    }

    @Test func zeroSizedBuffersAcceptEveryCall() {
        var buffer = Buffer(width: 0, height: 0)
        buffer.draw("text", in: Rect(x: 0, y: 0, width: 5, height: 1), style: .plain)
        buffer.fill(Rect(x: -1, y: -1, width: 3, height: 3), style: .plain)
        buffer.applyFocus(Style(attributes: .bold), to: Rect(x: 0, y: 0, width: 9, height: 9))
        #expect(buffer.cells.isEmpty)
    }
}
