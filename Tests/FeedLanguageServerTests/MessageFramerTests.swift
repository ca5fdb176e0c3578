import FeedLanguageServer
import Foundation
import Testing

/// LSP's framing: Content-Length headers, bodies split anywhere, bad frames skipped.
struct MessageFramerTests {
    @Test func aBodySplitAcrossReadsComesOutWhole() throws {
        let body = Data(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)
        let framed = MessageFramer.frame(body) + MessageFramer.frame(Data("{}".utf8))
        var framer = MessageFramer()
        var bodies: [Data] = []
        for byte in framed {
            framer.append([byte])
            while let next = try framer.next() { bodies.append(next) }
        }
        #expect(bodies == [body, Data("{}".utf8)])
        #expect(!framer.holdsPartialFrame)
    }

    @Test func headerNamesAreCaseInsensitiveAndOtherHeadersAreIgnored() throws {
        var framer = MessageFramer()
        framer.append(Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:  2\r\n\r\n{}".utf8))
        #expect(try framer.next() == Data("{}".utf8))
    }

    @Test func aFrameWithoutALengthIsSkippedAndTheNextIsRead() throws {
        var framer = MessageFramer()
        framer.append(Array("X-Nothing: 1\r\n\r\n".utf8) + Array(MessageFramer.frame(Data("[]".utf8))))
        #expect(throws: FramingError.self) { try framer.next() }
        #expect(try framer.next() == Data("[]".utf8))
    }

    @Test func aBodyOverTheLimitIsRefusedBeforeItIsBuffered() {
        var framer = MessageFramer(maxBodyBytes: 10)
        framer.append(Array("Content-Length: 1000000000\r\n\r\n".utf8))
        #expect(throws: FramingError.bodyTooLarge(1_000_000_000)) { try framer.next() }
    }

    /// After a body over the limit, exactly its bytes are passed over, however they arrive,
    /// and the frame after it is read: the server keeps answering (shutdown included).
    @Test func theFrameAfterAnOversizedOneIsRead() throws {
        var framer = MessageFramer(maxBodyBytes: 10)
        let body = "{\"x\": \"" + String(repeating: "y", count: 40) + "\"}\r\n\r\nContent-Length: 99\r\n\r\n"
        framer.append(Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8.prefix(7)))
        #expect(throws: FramingError.bodyTooLarge(body.utf8.count)) { try framer.next() }
        framer.append(Array(body.utf8.dropFirst(7)) + Array(MessageFramer.frame(Data("[1]".utf8))))
        #expect(try framer.next() == Data("[1]".utf8), "the body, headers-like text in it too, is passed over exactly")
        #expect(!framer.holdsPartialFrame)
    }

    @Test func endlessHeadersAreRefused() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "a"), count: 9000))
        #expect(throws: FramingError.headerTooLong) { try framer.next() }
    }
}
