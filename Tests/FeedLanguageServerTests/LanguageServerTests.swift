import FeedLanguageServer
import FeedModel
import Foundation
import Testing

/// The server as an editor drives it: diagnostics, quick fixes, hover, completion, definition
/// and the outline, over the bundled layouts.
struct LanguageServerTests {
    static let home = ServerSession.layoutURI("home.json")

    /// Home with three mistakes an author makes: a misspelled key, a misspelled module type
    /// (with its payload key), a key written twice.
    static func brokenHome() throws -> String {
        var text = try ServerSession.layoutText("home.json")
        text = text.replacingOccurrences(of: "\"title\": \"Home\"", with: "\"tilte\": \"Home\"")
        text = text.replacingOccurrences(of: "\"type\": \"search_bar\"", with: "\"type\": \"serch_bar\"")
        text = text.replacingOccurrences(of: "\"search_bar\": {", with: "\"serch_bar\": {")
        text = text.replacingOccurrences(of: "\"button_text\": \"Shop the sale\",", with: "\"button_text\": \"Shop the sale\", \"button_text\": \"Shop now\",")
        return text
    }

    @Test func diagnosticsAreValidatesCodesAndMessagesAtTheFaultsRange() throws {
        let text = try Self.brokenHome()
        var session = ServerSession()
        session.open(Self.home, text)
        let transcript = try session.run()
        let published = try #require(transcript.diagnostics(Self.home))
        var decoder = ProjectConfig().decoder(collectingReferences: true)
        decoder.collectsScreenReferences = true
        let expected = decoder.decode(Data(text.utf8)).diagnostics
        #expect(published.map { $0["code"] as? String } == expected.map(\.code.rawValue))
        #expect(published.map { $0["message"] as? String } == expected.map { "\($0.path): \($0.message)" })
        #expect(Set(expected.map(\.code)) == [.unknownKey, .unknownModuleType, .duplicateKey])
        // The misspelled key's range is exactly its token, "tilte" with its quotes.
        let unknown = try #require(published.first { $0["code"] as? String == "FT310" })
        let range = try #require(unknown["range"] as? [String: [String: Int]])
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[try #require(range["start"]?["line"])]
        let start = try #require(range["start"]?["character"]), end = try #require(range["end"]?["character"])
        #expect(Array(line)[start..<end].map(String.init).joined() == "\"tilte\"")
    }

    @Test func everyDidYouMeanHasAQuickFixAndApplyingThemClearsTheDiagnostics() throws {
        let text = try Self.brokenHome()
        var session = ServerSession()
        session.open(Self.home, text)
        let whole = ["start": position(0, 0), "end": position(10_000, 0)]
        let asked = session.request("textDocument/codeAction", ["textDocument": ["uri": Self.home], "range": whole, "context": ["diagnostics": []]])
        let transcript = try session.run()
        let actions = try #require(transcript.result(asked) as? [[String: Any]])
        let titles = actions.compactMap { $0["title"] as? String }
        #expect(titles.contains("Rename 'tilte' to 'title'"))
        #expect(titles.contains("Change 'serch_bar' to 'search_bar'"))
        #expect(titles.contains { $0.hasPrefix("Keep the first 'button_text'") })
        #expect(titles.contains { $0.hasPrefix("Keep the last 'button_text'") })
        // Apply every preferred fix and the first of the duplicate's, as an editor would.
        let chosen = actions.filter { $0["isPreferred"] as? Bool == true || ($0["title"] as? String)?.hasPrefix("Keep the first") == true }
        let edits = chosen.flatMap { (($0["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[Self.home] ?? [] }
        let fixed = try TextEdits.apply(edits, to: text)
        var again = ServerSession()
        again.open(Self.home, fixed)
        #expect(try again.run().diagnostics(Self.home)?.isEmpty == true)
        #expect(fixed.contains("\"button_text\": \"Shop the sale\"") && !fixed.contains("Shop now"))
    }

    @Test func keepingTheLastOfAKeyWrittenThreeTimesLeavesValidJSON() throws {
        let uri = "file:///tmp/feedterm-lsp-duplicates.json"
        let text = #"{"type": "section_header", "section_header": {"title": "A", "title": "B", "title": "C"}}"#
        var session = ServerSession()
        session.open(uri, text)
        let asked = session.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": position(0, 0), "end": position(0, 200)], "context": ["diagnostics": []]])
        let actions = try #require(try session.run().result(asked) as? [[String: Any]])
        for (title, kept) in [("Keep the first", "A"), ("Keep the last", "C")] {
            let action = try #require(actions.first { ($0["title"] as? String)?.hasPrefix(title) == true })
            let edits = try #require((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])[uri] ?? []
            let fixed = try TextEdits.apply(edits, to: text)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(fixed.utf8)) as? [String: Any])
            #expect((object["section_header"] as? [String: String]) == ["title": kept], "\(fixed)")
        }
    }

    @Test func hoverOnAModuleShowsItsDescriptionAndItsDrawing() throws {
        var session = ServerSession()
        let text = try ServerSession.layoutText("home.json")
        session.open(Self.home, text)
        // Line 8 is inside the search bar's payload, on its placeholder's value.
        let onModule = session.request("textDocument/hover", ["textDocument": ["uri": Self.home], "position": position(8, 30)])
        let onKey = session.request("textDocument/hover", ["textDocument": ["uri": Self.home], "position": position(8, 12)])
        let onAction = session.request("textDocument/hover", ["textDocument": ["uri": Self.home], "position": position(29, 22)])
        let transcript = try session.run()
        let module = try #require(((transcript.result(onModule) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(module.contains("**`search_bar`** module: A one-line search field"))
        #expect(module.contains("```text\n") && module.contains("Search for anything"))
        let key = try #require(((transcript.result(onKey) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(key.hasPrefix("**`placeholder`**: "))
        let action = try #require(((transcript.result(onAction) as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(action == "**`open_feed`** action: " + (FormatDescriptions.actionTypes["open_feed"] ?? "?"))
    }

    @Test func completionOffersTypesKeysAndEnumValues() throws {
        let uri = "file:///tmp/feedterm-lsp-completion.json"
        let text = """
            {"modules": [
              {"type": "listing_", "id": "x"},
              {"type": "hero_banner", "hero_banner": {"button": {"style": "", "action": {"type": "open_"}}, }}
            ]}
            """
        var session = ServerSession()
        session.open(uri, text)
        let types = session.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position(1, 19)])
        let styles = session.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position(2, 63)])
        let actions = session.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position(2, 91)])
        let keys = session.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position(2, 96)])
        let transcript = try session.run()
        func labels(_ id: Int) -> [String] { (transcript.result(id) as? [[String: Any]] ?? []).compactMap { $0["label"] as? String } }
        #expect(labels(types).contains("listing_carousel") && labels(types).contains("listing_grid") && !labels(types).contains("open_listing"))
        #expect(labels(styles) == ["primary", "secondary"])
        #expect(labels(actions).contains("open_listing") && labels(actions).contains("open_feed") && !labels(actions).contains("hero_banner"))
        #expect(labels(keys).contains("title") && labels(keys).contains("image") && !labels(keys).contains("button"))
        let typeItem = try #require((transcript.result(types) as? [[String: Any]])?.first { $0["label"] as? String == "listing_grid" })
        #expect(((typeItem["documentation"] as? [String: Any])?["value"] as? String) == FormatDescriptions.moduleTypes["listing_grid"])
    }

    @Test func definitionGoesToTheDocumentAPathNames() throws {
        let uri = ServerSession.layoutURI("deals.json")
        let text = try ServerSession.layoutText("deals.json")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let nextPage = try #require(lines.firstIndex { $0.contains("\"next_page\": \"deals-2.json\"") })
        var session = ServerSession()
        session.open(uri, text)
        let asked = session.request("textDocument/definition", ["textDocument": ["uri": uri], "position": position(nextPage, 18)])
        let location = try #require(try session.run().result(asked) as? [String: Any])
        #expect(location["uri"] as? String == ServerSession.layoutURI("deals-2.json"))
    }

    @Test func theOutlineListsModulesByTypeAndID() throws {
        var session = ServerSession()
        session.open(Self.home, try ServerSession.layoutText("home.json"))
        let asked = session.request("textDocument/documentSymbol", ["textDocument": ["uri": Self.home]])
        let symbols = try #require(try session.run().result(asked) as? [[String: Any]])
        #expect(symbols.first?["name"] as? String == "search_bar")
        #expect(symbols.first?["detail"] as? String == "\"search\"")
        let document = try #require(FeedDecoder().decode(Data(try ServerSession.layoutText("home.json").utf8)).document)
        #expect(symbols.count == document.moduleCount)
    }
}
