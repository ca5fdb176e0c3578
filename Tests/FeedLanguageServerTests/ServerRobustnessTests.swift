import FeedFixtures
import FeedLanguageServer
import Foundation
import Testing

/// What an editor sends mid-edit, or by mistake, never ends the server: each request it
/// cannot answer gets an error response, and the next is answered.
struct ServerRobustnessTests {
    @Test func badMessagesGetErrorsAndTheServerGoesOn() throws {
        var session = ServerSession(initialize: false)
        let early = session.request("textDocument/hover", ["textDocument": ["uri": "file:///x.json"], "position": position(0, 0)])
        session.request("initialize", ["capabilities": [:]])
        session.raw("{not json")
        session.raw(#"{"jsonrpc":"1.0","id":99,"method":"shutdown"}"#)
        let unknown = session.request("workspace/symbol", ["query": "x"])
        let unopened = session.request("textDocument/hover", ["textDocument": ["uri": "file:///never-opened.json"], "position": position(0, 0)])
        let badParams = session.request("textDocument/hover", ["textDocument": 7])
        let shutdown = session.request("shutdown", NSNull())
        session.notify("exit", [:])
        let transcript = try session.run()
        #expect((transcript.response(early)?["error"] as? [String: Any])?["code"] as? Int == -32002)
        #expect(transcript.sent.contains { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 })
        #expect(transcript.sent.contains { ($0["error"] as? [String: Any])?["code"] as? Int == -32600 })
        #expect((transcript.response(unknown)?["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect((transcript.response(unopened)?["error"] as? [String: Any])?["code"] as? Int == -32602)
        #expect((transcript.response(badParams)?["error"] as? [String: Any])?["code"] as? Int == -32602)
        let response = try #require(transcript.response(shutdown))
        #expect(response.keys.contains("result") && response["result"] is NSNull)
        #expect(transcript.status == 0)
    }

    @Test func aKeyWithAnEscapeSequenceReachesNoMessageRaw() throws {
        let uri = "file:///tmp/feedterm-lsp-escape.json"
        var session = ServerSession()
        session.open(uri, #"{"modules": [], "x\u001b]0;pwned\u0007": 1}"#)
        let asked = session.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let transcript = try session.run()
        let messages = try #require(transcript.diagnostics(uri)).compactMap { $0["message"] as? String }
        #expect(messages.count == 1)
        #expect(!messages.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(messages)")
        #expect(transcript.result(asked) != nil)
    }

    @Test func exitWithoutShutdownIsStatusOne() throws {
        var session = ServerSession()
        session.notify("exit", [:])
        #expect(try session.run().status == 1)
    }

    @Test func positionsCountUTF16UnitsUnlessTheClientOffersUTF8() throws {
        // "🛍" is 2 UTF-16 units and 4 UTF-8 bytes: the unknown key after it starts at 18 or 20.
        let text = #"{"title": "🛍 x", "tilte": "y", "modules": []}"#
        for (encodings, start) in [(nil, 18), (["utf-8", "utf-16"], 20)] as [([String]?, Int)] {
            var session = ServerSession(encodings: encodings)
            session.open("file:///tmp/feedterm-lsp-units.json", text)
            let diagnostics = try #require(try session.run().diagnostics("file:///tmp/feedterm-lsp-units.json"))
            let range = try #require(diagnostics.first?["range"] as? [String: [String: Int]])
            #expect(range["start"]?["character"] == start)
        }
    }

    @Test func incrementalChangesAreAppliedAndCheckedAgain() throws {
        let uri = "file:///tmp/feedterm-lsp-change.json"
        var session = ServerSession()
        session.open(uri, #"{"type": "section_header", "section_header": {"title": "A"}}"#)
        // "title" becomes "tilte". Both arrive in one read, so the debounce checks once, at version 2.
        session.change(uri, version: 2, range: ["start": position(0, 47), "end": position(0, 52)], text: "tilte")
        let transcript = try session.run()
        let published = transcript.sent.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.map { ($0["params"] as? [String: Any])?["version"] as? Int } == [2])
        let last = try #require(transcript.diagnostics(uri))
        #expect(last.map { $0["code"] as? String } == ["FT300"])
        #expect((last.first?["message"] as? String)?.contains("found 'tilte': did you mean 'title'?") == true)
    }

    /// 1,000 random edits of a bundled layout (seeded), each followed by a request at a random
    /// place: every request is answered and the server ends as asked.
    @Test func aThousandRandomEditsNeverEndTheServer() throws {
        var generator = SplitMix64(seed: 20_261_124)
        let uri = ServerSession.layoutURI("deals.json")
        var text = Array(try ServerSession.layoutText("deals.json").utf16)
        var session = ServerSession()
        session.open(uri, String(decoding: text, as: UTF16.self))
        let pieces = ["\"", "{", "}", "[", "]", ",", ":", "\"type\": \"", "\\", "\\u12", "🛍", "null", "\n", "tilte", "\"title\": \"x\","]
        let methods = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/codeAction", "textDocument/documentSymbol"]
        var requests: [Int] = []
        for version in 2...1001 {
            let start = Int.random(in: 0...text.count, using: &generator)
            let end = min(text.count, start + Int.random(in: 0...8, using: &generator))
            let inserted = Bool.random(using: &generator) ? pieces.randomElement(using: &generator)! : ""
            let (from, to) = (place(of: start, in: text), place(of: end, in: text))
            text.replaceSubrange(start..<end, with: Array(inserted.utf16))
            session.change(uri, version: version, range: ["start": from, "end": to], text: inserted)
            let at = place(of: Int.random(in: 0...text.count, using: &generator), in: text)
            let method = methods.randomElement(using: &generator)!
            let params: [String: Any] = method == "textDocument/codeAction"
                ? ["textDocument": ["uri": uri], "range": ["start": at, "end": at], "context": ["diagnostics": []]]
                : ["textDocument": ["uri": uri], "position": at]
            requests.append(session.request(method, params))
        }
        let shutdown = session.request("shutdown", NSNull())
        session.notify("exit", [:])
        let transcript = try session.run()
        let failed = requests.filter { transcript.response($0) == nil || transcript.response($0)?["error"] != nil }
        #expect(failed.isEmpty, "requests without a result: \(failed.prefix(5))")
        #expect(transcript.response(shutdown) != nil)
        #expect(transcript.status == 0)
    }

    private func place(of offset: Int, in units: [UInt16]) -> [String: Int] {
        var line = 0, lineStart = 0
        for index in 0..<offset where units[index] == 10 {
            line += 1
            lineStart = index + 1
        }
        return position(line, offset - lineStart)
    }
}
