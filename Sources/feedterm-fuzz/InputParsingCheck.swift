import FeedFlows
import FeedLanguageServer
import FeedTerminal
import Foundation

/// The parsers of what comes from outside besides layouts, on any bytes: the language
/// server's framing, split anywhere; a terminal's answers; a recording's input; a flow file.
/// None may trap, hang or keep more than its bounds.
enum InputParsingCheck {
    static func run(_ bytes: [UInt8]) {
        checkFraming(bytes)
        _ = TerminalGraphics.parse(bytes)
        var skipped = 0
        for input in FlowKey.inputs(in: String(decoding: bytes, as: UTF8.self), skipped: &skipped) {
            if case .click(let x, let y) = input { FuzzChecks.require(x >= 0 && y >= 0, "a click read at a negative cell") }
        }
        _ = FlowFile.diagnostics(of: Data(bytes), at: URL(fileURLWithPath: "/nonexistent/flows/flow.json"))
    }

    /// The bytes as a stream of frames, cut where their own values say: however they arrive,
    /// every frame's end is found, and no more than a frame's bounds is ever held.
    static func checkFraming(_ bytes: [UInt8]) {
        var framer = MessageFramer(maxBodyBytes: 64)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 1 + Int(bytes[start]) % 17)
            framer.append(bytes[start..<end])
            start = end
            // Each frame ends or is refused; a loop that never ends would be a hang.
            for _ in 0..<bytes.count + 1 {
                guard let body = try? framer.next() else { break }
                FuzzChecks.require(body.count <= 64, "a body over the limit was handed on")
            }
        }
    }
}
