import FeedModel
import Foundation
import Testing

/// The schema and validate agree beyond the errors: what validate accepts cleanly the schema
/// accepts (formats checked), and `schema --strict` refuses what `validate --strict` refuses.
@Suite(.serialized) struct SchemaStrictnessTests {
    static func schema(_ arguments: [String], directory: URL = FeedtermProcess.root) throws -> String {
        let output = try FeedtermProcess.run(["schema"] + arguments, directory: directory)
        #expect(output.status == 0, "\(output.stderr)")
        return try FeedtermProcess.temporaryFile(output.stdout, name: "schema\(arguments.joined()).json")
    }

    /// Each case's file, and validate's verdict on it.
    static func files(_ cases: [String: String]) throws -> [String: (file: String, validate: FeedDecodeResult)] {
        var files: [String: (String, FeedDecodeResult)] = [:]
        for (name, json) in cases {
            files[name] = (try FeedtermProcess.temporaryFile(json, name: name + ".json"), FeedDecoder(now: ISO8601Date.parse("2026-01-01")).decode(Data(json.utf8)))
        }
        return files
    }

    /// Documents validate accepts without a single diagnostic, in forms a format checker or a
    /// hand-written schema would get wrong.
    static let clean: [String: String] = [
        "date-alone": #"{"type": "deals_for_you", "deals_for_you": {"header": {"title": "D"}, "items": [{"title_text": "T", "expires_at": "2036-12-06", "button": {"button_text": "Apply", "action": {"type": "search"}}}]}}"#,
        "offset-without-colon": #"{"type": "deals_for_you", "deals_for_you": {"header": {"title": "D"}, "items": [{"title_text": "T", "expires_at": "2036-12-06T10:00:00+0900", "button": {"button_text": "Apply", "action": {"type": "search"}}}]}}"#,
        "schema-at-the-top": #"{"$schema": "layout.schema.json", "modules": [{"type": "search_bar", "search_bar": {"placeholder": "Search"}}]}"#,
        "schema-of-one-module": #"{"$schema": "layout.schema.json", "type": "search_bar", "search_bar": {"placeholder": "Search"}}"#,
        "picture-in-the-source": #"{"type": "hero_banner", "hero_banner": {"title": "T", "image": {"url": "images/mug.png", "alt_text": "A mug"}}}"#,
    ]

    /// Documents that only warn: the plain schema accepts them, the strict one refuses them.
    static let warnings: [String: String] = [
        "misspelled-original-price": #"{"type": "listing_detail", "listing_detail": {"listing": {"listing_id": 1, "title": "Cup", "price": {"amount": 5, "divisor": 1, "currency_code": "USD"}, "orignal_price": {"amount": 9, "divisor": 1, "currency_code": "USD"}}}}"#,
        "misspelled-next-page": #"{"nextPage": "home-2.json", "modules": []}"#,
        "unknown-module-type": #"[{"type": "no_such_module", "no_such_module": {}}]"#,
        "unknown-action-type": #"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "teleport"}}}"#,
        "key-of-another-action": #"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "search", "listing_id": 1}}}"#,
    ]

    @Test func whatValidateAcceptsCleanlyBothSchemasAccept() throws {
        let files = try Self.files(Self.clean)
        for schema in [try Self.schema([]), try Self.schema(["--strict"])] {
            let verdicts = try SchemaCommandTests.check(files.values.map(\.file), schema: schema)
            for (name, (file, result)) in files {
                #expect(result.diagnostics.isEmpty, "\(name): validate says \(result.diagnostics)")
                #expect(verdicts[file] == "ok", "\(name): \(verdicts[file] ?? "no verdict")")
            }
        }
    }

    @Test func whatValidateOnlyWarnsOfTheStrictSchemaRefuses() throws {
        let files = try Self.files(Self.warnings)
        let loose = try SchemaCommandTests.check(files.values.map(\.file), schema: try Self.schema([]))
        let strict = try SchemaCommandTests.check(files.values.map(\.file), schema: try Self.schema(["--strict"]))
        for (name, (file, result)) in files {
            #expect(!result.diagnostics.isEmpty && !result.hasErrors, "\(name): validate should warn, and only warn: \(result.diagnostics)")
            #expect(loose[file] == "ok", "\(name): \(loose[file] ?? "no verdict")")
            #expect(strict[file]?.hasPrefix("invalid") == true, "\(name): the strict schema said \(strict[file] ?? "nothing")")
        }
    }

    @Test func everyBundledLayoutFollowsTheStrictSchema() throws {
        let layouts = FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath()
        let files = try #require(FileManager.default.enumerator(atPath: layouts.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix("feedterm.json") }.map { layouts.appendingPathComponent($0).path }
        let verdicts = try SchemaCommandTests.check(files, schema: try Self.schema(["--strict"]))
        for file in files {
            #expect(verdicts[file] == "ok", "\(file): \(verdicts[file] ?? "no verdict")")
        }
    }

    /// The example host's feedterm.json puts its own types into the schema it finds.
    @Test func theProjectsOwnTypesAreInTheStrictSchema() throws {
        let host = FeedtermProcess.root.appendingPathComponent("Sources/feedterm-example-host")
        let schema = try Self.schema(["--strict"], directory: host)
        let home = host.appendingPathComponent("layouts/home.json").path
        #expect(try SchemaCommandTests.check([home], schema: schema)[home] == "ok")
        let text = try String(contentsOfFile: schema, encoding: .utf8)
        #expect(text.contains(#""const" : "gift_note""#) && text.contains(#""const" : "share_listing""#))
    }

    @Test func theConfigsSchemaTakesTheExampleHostsConfigAndRefusesAMisspelling() throws {
        let schema = try Self.schema(["--config"])
        let good = FeedtermProcess.root.appendingPathComponent("Sources/feedterm-example-host/feedterm.json").path
        let bad = try FeedtermProcess.temporaryFile(#"{"module_type": ["gift_note"], "ignore": [{"codes": ["FT999"]}]}"#, name: "feedterm.json")
        let verdicts = try SchemaCommandTests.check([good, bad], schema: schema)
        #expect(verdicts[good] == "ok")
        #expect(verdicts[bad]?.hasPrefix("invalid") == true)
    }
}
