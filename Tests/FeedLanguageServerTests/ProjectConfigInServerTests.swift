import Foundation
import Testing

/// The project's feedterm.json applies in the editor as it does to validate, and is itself
/// checked when it is the document being edited.
struct ProjectConfigInServerTests {
    @Test func theProjectsTypesAreKnownAndItsOwnTyposAreDiagnosed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-lsp-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = #"{"module_types": ["gift_note"], "known_keys": ["tracking_id"]}"#
        try Data(config.utf8).write(to: directory.appendingPathComponent("feedterm.json"))
        let layout = directory.appendingPathComponent("layouts/note.json").absoluteString
        let configURI = directory.appendingPathComponent("feedterm.json").absoluteString
        var session = ServerSession()
        session.open(layout, #"{"modules": [{"type": "gift_note", "gift_note": {"text": "Hi"}, "tracking_id": "t1"}, {"type": "gift_nte"}]}"#)
        session.open(configURI, #"{"module_types": ["gift_note"], "knwon_keys": []}"#)
        let transcript = try session.run()
        let layoutCodes = try #require(transcript.diagnostics(layout)).map { $0["code"] as? String }
        // gift_note and tracking_id are the project's; only the misspelled type is reported.
        #expect(layoutCodes == ["FT306"])
        #expect((try #require(transcript.diagnostics(layout)).first?["message"] as? String)?.contains("did you mean 'gift_note'?") == true)
        let configDiagnostics = try #require(transcript.diagnostics(configURI))
        #expect(configDiagnostics.map { $0["code"] as? String } == ["FT310"])
        #expect((configDiagnostics.first?["message"] as? String)?.contains("did you mean 'known_keys'?") == true)
    }
}
