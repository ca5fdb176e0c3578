import Foundation
import Testing

/// In the editor, as on the command line, format 1.4's findings: a card whose listing another
/// document of the source shows at another price is a warning at its `listing_id` (FT324), the
/// other place named, gone once the prices agree; a picture without alt_text (FT323).
struct Format14InServerTests {
    static func home(price: Int) -> String {
        """
        {"modules": [{"type": "listing_grid", "listing_grid": {"header": {"title": "New"}, "listings": [
          {"listing_id": 7, "title": "Mug", "price": {"amount": \(price), "divisor": 100, "currency_code": "EUR"}}
        ]}}]}
        """
    }

    @Test func theEditorNamesTheOtherPlaceOfAListing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-lsp-listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("listings"), withIntermediateDirectories: true)
        try Data(Self.home(price: 1700).utf8).write(to: directory.appendingPathComponent("home.json"))
        try Data(#"{"modules": [{"type": "listing_detail", "listing_detail": {"listing": {"listing_id": 7, "title": "Mug", "price": {"amount": 1800, "divisor": 100, "currency_code": "EUR"}}}}]}"#.utf8)
            .write(to: directory.appendingPathComponent("listings/7.json"))
        let uri = directory.appendingPathComponent("home.json").absoluteString
        var session = ServerSession()
        session.open(uri, Self.home(price: 1700))
        let transcript = try session.run()
        let diagnostics = try #require(transcript.diagnostics(uri))
        #expect(diagnostics.map { $0["code"] as? String } == ["FT324"])
        let message = try #require(diagnostics.first?["message"] as? String)
        #expect(message.contains("listing 7 is priced €17.00 here but €18.00 in listings/7.json:1:86"), "\(message)")
        let range = try #require(diagnostics.first?["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 1, "character": 17], "at the listing_id's value, where validate puts it")
        var agreeing = ServerSession()
        agreeing.open(uri, Self.home(price: 1800))
        #expect(try agreeing.run().diagnostics(uri)?.isEmpty == true)
    }

    @Test func aPictureWithoutWordsIsUnderlinedAtItsImage() throws {
        let uri = "file:///tmp/feedterm-lsp-alt-\(UUID().uuidString)/banner.json"
        let text = "{\"modules\": [{\"type\": \"hero_banner\", \"hero_banner\": {\"title\": \"T\",\n  \"image\": {\"url\": \"https://img.example.com/a.png\"}}}]}"
        var session = ServerSession()
        session.open(uri, text)
        let diagnostics = try #require(try session.run().diagnostics(uri))
        #expect(diagnostics.map { $0["code"] as? String } == ["FT323"])
        let range = try #require(diagnostics.first?["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 1, "character": 11], "at the Image, where validate puts a missing alt_text")
    }
}
