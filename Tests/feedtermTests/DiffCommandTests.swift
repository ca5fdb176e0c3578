import Foundation
import Testing

/// `feedterm diff OLD NEW`: what changed for the shopper, by module, in text, JSON and Markdown.
struct DiffCommandTests {
    static let header = #"{"type": "section_header", "id": "welcome", "section_header": {"title": "Welcome"}}"#
    static func grid(_ amount: Int) -> String {
        #"{"type": "listing_grid", "id": "popular", "listing_grid": {"header": {"title": "Popular"}, "listings": [{"listing_id": 7, "title": "Mug", "price": {"amount": \#(amount), "divisor": 100, "currency_code": "USD"}}]}}"#
    }
    static let promo = #"{"type": "promo_banner", "promo_banner": {"title": "Free shipping"}}"#
    static let strip = #"{"type": "similar_items_on_sale", "id": "similar", "similar_items_on_sale": {"target_listing": {"listing_id": 1, "title": "A", "price": {"amount": 100, "divisor": 100, "currency_code": "USD"}}, "recommended_listings": [{"listing_id": 2, "title": "B", "price": {"amount": 200, "divisor": 100, "currency_code": "USD"}}]}}"#

    /// A project whose app versions do not all know similar_items_on_sale, with two versions of a feed.
    static func project() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"clients": ["4.8.0", "5.0.0"], "since": {"similar_items_on_sale": "5.0.0"}}"#.utf8).write(to: folder.appendingPathComponent("feedterm.json"))
        try Data(#"{"title": "Home", "modules": [\#(header), \#(grid(1800)), \#(promo)]}"#.utf8).write(to: folder.appendingPathComponent("old.json"))
        try Data(#"{"title": "Home", "modules": [\#(grid(1900)), \#(header), \#(promo), \#(strip)]}"#.utf8).write(to: folder.appendingPathComponent("new.json"))
        return folder
    }

    @Test func aMovedModuleIsMovedAChangedPriceHasBothValuesAndAHoleNamesItsVersions() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try FeedtermProcess.run(["diff", "old.json", "new.json"], directory: folder)
        #expect(output.status == 1)
        #expect(output.stdout == """
            new.json:
              moved: popular (listing_grid) from 1 to 0
              changed: popular (listing_grid)
                $.modules[0].listing_grid.listings[0].price: $18.00 → $19.00
              added: similar (similar_items_on_sale) at 3

            """.replacingOccurrences(of: "at 3\n", with: "at 3\n    app versions: 4.8.0 sees nothing here (a hole)\n"), "\(output.stdout)")
        let same = try FeedtermProcess.run(["diff", "old.json", "old.json"], directory: folder)
        #expect(same.status == 0 && same.stdout == "No change.\n")
    }

    @Test func jsonListsEachChangeWithItsKindPathValuesAndVersions() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try FeedtermProcess.run(["diff", "--format", "json", "old.json", "new.json"], directory: folder)
        #expect(output.status == 1)
        let changes = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["moved", "changed", "added"])
        let field = try #require((changes[1]["fields"] as? [[String: String]])?.first)
        #expect(field == ["path": "$.modules[0].listing_grid.listings[0].price", "old": "$18.00", "new": "$19.00"])
        #expect(changes[2]["versions"] as? String == "4.8.0 sees nothing here (a hole)" && changes[2]["id"] as? String == "similar")
    }

    @Test func markdownIsATablePerDocumentWithEachChangedModuleDrawnBeforeAndAfter() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try FeedtermProcess.run(["diff", "--format", "markdown", "old.json", "new.json"], directory: folder)
        #expect(output.status == 1)
        #expect(output.stdout.contains("### `new.json`\n\n| change | module | field | before | after |\n|---|---|---|---|---|\n"), "\(output.stdout)")
        #expect(output.stdout.contains("| changed | popular (`listing_grid`) | `$.modules[0].listing_grid.listings[0].price` | $18.00 | $19.00 |"))
        #expect(output.stdout.contains("| | similar | app versions | | 4.8.0 sees nothing here (a hole) |"))
        #expect(output.stdout.contains("<details><summary>popular: before and after</summary>"))
        let before = try #require(output.stdout.range(of: "Before:\n\n```\n"))
        let drawn = output.stdout[before.upperBound...].prefix(2000)
        #expect(drawn.contains("$18.00") && output.stdout.contains("$19.00"), "the module drawn as feedterm shows it")
    }

    @Test func foldersAreComparedByPathAndABrokenFileIsAUsageError() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        for side in ["a", "b"] { try manager.createDirectory(at: folder.appendingPathComponent(side), withIntermediateDirectories: true) }
        try manager.copyItem(at: folder.appendingPathComponent("old.json"), to: folder.appendingPathComponent("a/home.json"))
        try manager.copyItem(at: folder.appendingPathComponent("new.json"), to: folder.appendingPathComponent("b/home.json"))
        try Data("[]".utf8).write(to: folder.appendingPathComponent("a/gone.json"))
        let output = try FeedtermProcess.run(["diff", "a", "b"], directory: folder)
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("gone.json:\n  removed: the whole document, 0 modules\nhome.json:\n  moved: popular"), "\(output.stdout)")
        try Data("{\"modules\": [,]}".utf8).write(to: folder.appendingPathComponent("b/gone.json"))
        let broken = try FeedtermProcess.run(["diff", "a", "b"], directory: folder)
        #expect(broken.status == 2 && broken.stderr.contains("'b/gone.json' is not a layout document feedterm can read"), "\(broken.stderr)")
        let mixed = try FeedtermProcess.run(["diff", "a", "new.json"], directory: folder)
        #expect(mixed.status == 2 && mixed.stderr.contains("compare two files or two folders"))
    }

    @Test func aChangeUnderRequiresOrFallbackSaysWhoItTouches() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(at: folder) }
        func strip(fallbackTitle: String, flag: String) -> String {
            Self.strip.dropLast() + #", "requires": {"flags": ["\#(flag)"]}, "fallback": {"type": "section_header", "section_header": {"title": "\#(fallbackTitle)"}}}"#
        }
        try Data("[\(strip(fallbackTitle: "On sale", flag: "sales"))]".utf8).write(to: folder.appendingPathComponent("old.json"))
        try Data("[\(strip(fallbackTitle: "Deals", flag: "deals"))]".utf8).write(to: folder.appendingPathComponent("new.json"))
        let output = try FeedtermProcess.run(["diff", "old.json", "new.json"], directory: folder)
        #expect(output.stdout.contains("$[0].fallback.section_header.title: \"On sale\" → \"Deals\""), "\(output.stdout)")
        #expect(output.stdout.contains("who sees it: flag sales before, flag deals now"), "\(output.stdout)")
        #expect(output.stdout.contains("its fallback changed: 4.8.0 sees its fallback"), "\(output.stdout)")
    }
}
