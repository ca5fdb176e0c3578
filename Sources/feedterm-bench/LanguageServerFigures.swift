import FeedLanguageServer
import Foundation
import Synchronization

/// `feedterm lsp` as an editor feels it: from a change of a 1 MB feed to its diagnostics, and
/// the server's memory holding 20 such documents.
struct LanguageServerFigures {
    /// Median over 20 changes of one price in a 1 MB feed, each answered with diagnostics.
    let changeToDiagnosticsMilliseconds: Double
    /// The server's peak resident memory after opening 20 documents of 1 MB.
    let twentyDocumentsMegabytes: Double
    let documentMegabytes: Double

    static func measure(layouts: URL, feedterm: String) throws -> LanguageServerFigures {
        // About 1 MB: the generated feed's modules are about 1 KB each.
        let feed = String(decoding: try GeneratedFeed.json(modules: 1_050, layouts: layouts), as: UTF8.self)
        let server = try Server(feedterm: feedterm)
        defer { server.stop() }
        server.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        try server.wait { $0["id"] as? Int == 1 }
        let uri = "file:///tmp/feedterm-bench-lsp/home.json"
        server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "json", "version": 1, "text": feed]]])
        try server.wait { Self.published($0, uri: uri, version: 1) }
        // The first "amount" in the feed, changed back and forth as an author types.
        let lines = feed.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("\"amount\": ") } ?? 0
        let column = lines[line].utf16.count - 1
        var samples: [Double] = []
        for version in 2...21 {
            let change: [String: Any] = ["range": ["start": ["line": line, "character": column], "end": ["line": line, "character": column + 1]], "text": version % 2 == 0 ? "1" : "0"]
            samples.append(try Stopwatch.milliseconds {
                server.send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]]])
                try server.wait { Self.published($0, uri: uri, version: version) }
            })
        }
        for index in 2...20 {
            let other = "file:///tmp/feedterm-bench-lsp/feed-\(index).json"
            server.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": other, "languageId": "json", "version": 1, "text": feed]]])
            try server.wait { Self.published($0, uri: other, version: 1) }
        }
        return LanguageServerFigures(
            changeToDiagnosticsMilliseconds: Stopwatch.median(samples),
            twentyDocumentsMegabytes: server.peakMegabytes(),
            documentMegabytes: Double(feed.utf8.count) / 1_048_576
        )
    }

    private static func published(_ message: [String: Any], uri: String, version: Int) -> Bool {
        guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any] else { return false }
        return params["uri"] as? String == uri && params["version"] as? Int == version
    }

    /// `feedterm lsp` in a child process, its messages collected as they come.
    final class Server: Sendable {
        private let process = Process()
        private let input = Pipe()
        private let received = Inbox()

        /// The server's messages, decoded as their frames complete.
        final class Inbox: Sendable {
            let state = Mutex<(framer: MessageFramer, messages: [[String: Any]])>((MessageFramer(), []))
        }

        init(feedterm: String) throws {
            process.executableURL = URL(fileURLWithPath: feedterm)
            process.arguments = ["lsp"]
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            output.fileHandleForReading.readabilityHandler = { [received] handle in
                let data = handle.availableData
                received.state.withLock { state in
                    state.framer.append(data)
                    while let body = try? state.framer.next() {
                        if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { state.messages.append(message) }
                    }
                }
            }
            try process.run()
        }

        func send(_ message: [String: Any]) {
            let body = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
            input.fileHandleForWriting.write(MessageFramer.frame(body))
        }

        /// Waits for a message that `matches`, taking the messages before it; 30 s at most.
        func wait(for matches: ([String: Any]) -> Bool) throws {
            let deadline = Date().addingTimeInterval(30)
            while Date() < deadline {
                let found = received.state.withLock { state -> Bool in
                    guard let index = state.messages.firstIndex(where: matches) else { return false }
                    state.messages.removeFirst(index + 1)
                    return true
                }
                if found { return }
                usleep(100)
            }
            throw BenchError("feedterm lsp did not answer within 30 s")
        }

        /// VmHWM of the server, in MB.
        func peakMegabytes() -> Double {
            let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
            return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }
}
