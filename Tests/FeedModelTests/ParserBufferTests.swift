@testable import FeedModel
import Testing

/// The parser's tape and stack: values kept in order as the buffer grows and is cut back.
struct ParserBufferTests {
    @Test func valuesSurviveGrowingAndCutting() {
        var buffer = ParserBuffer<Int>(capacity: 1)
        var mirror: [Int] = []
        // Past several doublings of the least capacity (16), cut back at times as the parser
        // drops a streamed element, and popped as it closes a container.
        for value in 0..<1_000 {
            buffer.append(value)
            mirror.append(value)
            if value % 97 == 96 {
                buffer.removeAll(from: buffer.count - 40)
                mirror.removeSubrange((mirror.count - 40)...)
            }
            if value % 31 == 30 {
                #expect(buffer.removeLast() == mirror.removeLast())
            }
        }
        #expect(buffer.count == mirror.count)
        #expect(buffer.array == mirror)
        #expect(buffer.last == mirror.last)
        buffer[3] += 1_000
        #expect(buffer[3] == mirror[3] + 1_000)
        #expect(buffer.withUnsafeBufferPointer { Array($0) } == buffer.array)
        buffer.removeAll(from: 0)
        #expect(buffer.isEmpty && buffer.last == nil && buffer.array.isEmpty)
    }
}
