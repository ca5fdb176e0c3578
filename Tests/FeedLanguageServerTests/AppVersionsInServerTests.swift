import Foundation
import Testing

/// In the editor: the versions a project serves (feedterm.json's clients) on hover, the hole a
/// module leaves them as a diagnostic, and the quick fixes that add a fallback.
struct AppVersionsInServerTests {
    static let config = #"{"clients": ["4.8.0", "5.0.0", "5.3.0"], "since": {"listing_grid": "5.3.0", "promo_banner": "5.0.0"}}"#
    static let layout = """
        {"modules": [
          {"type": "promo_banner", "id": "promo", "promo_banner": {"title": "Free shipping"}, "fallback": {"type": "section_header", "section_header": {"title": "Ships free"}}},
          {
            "type": "listing_grid",
            "id": "grid",
            "listing_grid": {"header": {"title": "Popular"}, "listings": [{"listing_id": 1, "title": "Mug", "price": {"amount": 1200, "divisor": 100, "currency_code": "USD"}}]}
          }
        ]}
        """

    static func project() throws -> (directory: URL, uri: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-lsp-versions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: directory.appendingPathComponent("feedterm.json"))
        return (directory, directory.appendingPathComponent("home.json").absoluteString)
    }

    @Test func hoverSaysWhatEachVersionShows() throws {
        let (directory, uri) = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        var session = ServerSession()
        session.open(uri, Self.layout)
        let onPromo = session.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(1, 14)])
        let onGrid = session.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(3, 16)])
        let transcript = try session.run()
        let promo = try #require(((transcript.result(onPromo) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(promo.contains("- 5.3.0 shows it\n- 5.0.0 shows it\n- 4.8.0 shows its fallback, a `section_header`"), "\(promo)")
        let grid = try #require(((transcript.result(onGrid) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(grid.contains("- 5.3.0 shows it\n- 5.0.0 shows **nothing**\n- 4.8.0 shows **nothing**"), "\(grid)")
    }

    @Test func theHoleIsADiagnosticWhoseQuickFixesAddAFallback() throws {
        let (directory, uri) = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        var session = ServerSession()
        session.open(uri, Self.layout)
        let asked = session.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": position(0, 0), "end": position(100, 0)], "context": ["diagnostics": []]])
        let transcript = try session.run()
        let diagnostics = try #require(transcript.diagnostics(uri))
        #expect(diagnostics.map { $0["code"] as? String } == ["FT319"])
        let range = try #require(diagnostics.first?["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 3, "character": 12] && range["end"] == ["line": 3, "character": 26])
        let actions = try #require(transcript.result(asked) as? [[String: Any]])
        #expect(actions.compactMap { $0["title"] as? String } == [
            "Add a fallback for older app versions (a section header)", "Add \"fallback\": \"drop\" (older app versions show nothing here, on purpose)",
        ])
        for action in actions {
            let edits = try #require((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])[uri] ?? []
            let fixed = try TextEdits.apply(edits, to: Self.layout)
            #expect(fixed.contains("},\n    \"fallback\": "), "the fallback goes on a line of its own, indented as the module's keys: \(fixed)")
            var again = ServerSession()
            again.open(uri, fixed)
            #expect(try again.run().diagnostics(uri)?.isEmpty == true, "\(fixed)")
        }
    }
}
