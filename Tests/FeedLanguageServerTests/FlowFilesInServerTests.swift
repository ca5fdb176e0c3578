import FeedLanguageServer
import Foundation
import Testing

/// Flow files in the editor: checked as flows, as validate checks them, with a quick fix for a
/// key name that is nearly right.
struct FlowFilesInServerTests {
    @Test func aMistypedKeyIsAFlowProblemWhoseQuickFixClearsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-lsp-flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("layouts").path
        let uri = folder.appendingPathComponent("flow.json").absoluteString
        let text = "{\"flow\": \"typo\", \"source\": \"\(layouts)\", \"size\": [80, 24],\n \"steps\": [{\"keys\": [\"Dwn\"]}, {\"snapshot\": \"a\"}]}"
        var session = ServerSession()
        session.open(uri, text)
        let asked = session.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": position(0, 0), "end": position(10, 0)], "context": ["diagnostics": []]])
        let transcript = try session.run()
        let published = try #require(transcript.diagnostics(uri))
        #expect(published.map { $0["code"] as? String } == ["FT303"], "a flow's problem, never 'the top level must be a feed'")
        #expect((published.first?["message"] as? String)?.hasPrefix("$.steps[0].keys[0]: 'Dwn' is no key") == true)
        let actions = try #require(transcript.result(asked) as? [[String: Any]])
        let fix = try #require(actions.first { $0["title"] as? String == "Change 'Dwn' to 'Down'" })
        let edits = try #require((fix["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])[uri] ?? []
        let fixed = try TextEdits.apply(edits, to: text)
        var again = ServerSession()
        again.open(uri, fixed)
        #expect(try again.run().diagnostics(uri)?.isEmpty == true, "\(fixed)")
    }
}

/// An expectation's key misspelled is an error (it would check nothing), whose quick fix names
/// the key it means.
struct FlowExpectationsInServerTests {
    @Test func aMisspelledExpectationIsAnErrorWhoseQuickFixRenamesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-lsp-expect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("layouts").path
        let uri = folder.appendingPathComponent("flow.json").absoluteString
        let text = "{\"flow\": \"typo\", \"source\": \"\(layouts)\", \"size\": [80, 24],\n \"steps\": [{\"press\": \"Add\"},\n {\"expect\": {\"screen_hass\": \"x\"}}]}"
        var session = ServerSession()
        session.open(uri, text)
        let asked = session.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": position(0, 0), "end": position(10, 0)], "context": ["diagnostics": []]])
        let transcript = try session.run()
        let published = try #require(transcript.diagnostics(uri))
        #expect(published.count == 1)
        #expect((published.first?["message"] as? String)?.contains("'screen_hass' is no expectation") == true, "\(published)")
        #expect((published.first?["message"] as? String)?.contains("(did you mean 'screen_has'?)") == true)
        let range = try #require(published.first?["range"] as? [String: Any])
        #expect((range["start"] as? [String: Any])?["line"] as? Int == 2, "at the key's own line")
        let actions = try #require(transcript.result(asked) as? [[String: Any]])
        let fix = try #require(actions.first { ($0["title"] as? String)?.contains("screen_has") == true }, "\(actions)")
        let edits = try #require((fix["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])[uri] ?? []
        #expect(try TextEdits.apply(edits, to: text).contains("{\"screen_has\": \"x\"}"))
    }
}
