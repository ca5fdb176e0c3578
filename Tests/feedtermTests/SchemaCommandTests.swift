import FeedModel
import Foundation
import Testing

/// `feedterm schema` checked by a validator that is not ours: python's jsonschema
/// (scripts/check-schema.py; scripts/setup.sh installs it when missing).
@Suite(.serialized) struct SchemaCommandTests {
    /// The schema as `feedterm schema` prints it, saved to a file.
    static func savedSchema() throws -> String {
        let output = try FeedtermProcess.run(["schema"])
        #expect(output.status == 0)
        return try FeedtermProcess.temporaryFile(output.stdout, name: "layout.schema.json")
    }

    /// The check script's verdict on each file, by path.
    static func check(_ files: [String], schema: String) throws -> [String: String] {
        let script = FeedtermProcess.root.appendingPathComponent("scripts/check-schema.py").path
        let outcome = try ChildProcess.outcome("/usr/bin/env", ["python3", script, schema] + files, stdin: Data(), environment: [:], directory: FeedtermProcess.root.path)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        var verdicts: [String: String] = [:]
        for line in outcome.stdout.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            verdicts[String(line[..<colon])] = String(line[line.index(after: colon)...].dropFirst())
        }
        return verdicts
    }

    /// `schema --flow` knows every step and expectation: the bundled flows follow it, and a
    /// misspelled expectation or a step that is two steps are refused, as validate refuses them.
    @Test func theFlowSchemaTakesTheBundledFlowsAndRefusesWhatValidateRefuses() throws {
        let output = try FeedtermProcess.run(["schema", "--flow"])
        #expect(output.status == 0)
        let schema = try FeedtermProcess.temporaryFile(output.stdout, name: "flow.schema.json")
        let flows = try FileManager.default.contentsOfDirectory(atPath: FeedtermProcess.root.appendingPathComponent("Tests/Flows").path)
            .filter { $0.hasSuffix(".json") }.map { FeedtermProcess.root.appendingPathComponent("Tests/Flows/" + $0).path }
        #expect(flows.count == 6)
        let head = #"{"flow": "x", "source": ".", "size": [80, 24], "steps": "#
        let refused = [
            try FeedtermProcess.temporaryFile(head + #"[{"expect": {"screen_haz": "x"}}]}"#, name: "typo.json"),
            try FeedtermProcess.temporaryFile(head + #"[{"focus": "a", "press": "b"}]}"#, name: "two.json"),
            try FeedtermProcess.temporaryFile(head + #"[{"snapshot": "a", "may_do_nothing": true}]}"#, name: "marked.json"),
        ]
        let accepted = try FeedtermProcess.temporaryFile(head + #"[{"click": [3, 1], "may_do_nothing": true}, {"keys": ["WheelDown", "x"]}, {"expect": {"cart": {"total": "€1.00"}, "tab": "cart"}}]}"#, name: "fine.json")
        let verdicts = try Self.check(flows + refused + [accepted], schema: schema)
        for file in flows + [accepted] {
            #expect(verdicts[file] == "ok", "\(file): \(verdicts[file] ?? "no verdict")")
        }
        for file in refused {
            #expect(verdicts[file]?.hasPrefix("invalid") == true, "\(file): \(verdicts[file] ?? "no verdict")")
            let validate = try FeedtermProcess.run(["validate", file])
            #expect(validate.status == 1, "\(validate.stdout)")
        }
    }

    @Test func everyBundledLayoutFollowsTheSchema() throws {
        let layouts = FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath()
        let files = try #require(FileManager.default.enumerator(atPath: layouts.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix("feedterm.json") }.map { layouts.appendingPathComponent($0).path }
        #expect(files.count >= 20)
        let verdicts = try Self.check(files, schema: try Self.savedSchema())
        for file in files {
            #expect(verdicts[file] == "ok", "\(file): \(verdicts[file] ?? "no verdict")")
        }
    }

    /// Well-formed JSON that `validate` rejects with an error: the schema rejects it too.
    static let rejected: [String: String] = [
        "missing-title": #"{"type": "section_header", "section_header": {"tilte": "Deals"}}"#,
        "title-not-a-string": #"{"type": "hero_banner", "hero_banner": {"title": 5}}"#,
        "empty-listings": #"{"type": "listing_carousel", "listing_carousel": {"header": {"title": "New"}, "listings": []}}"#,
        "divisor-zero": #"{"type": "listing_detail", "listing_detail": {"listing": {"listing_id": 1, "title": "Cup", "price": {"amount": 5, "divisor": 0, "currency_code": "USD"}}}}"#,
        "currency-lowercase": #"{"type": "listing_detail", "listing_detail": {"listing": {"listing_id": 1, "title": "Cup", "price": {"amount": 5, "divisor": 1, "currency_code": "usd"}}}}"#,
        "deferred-escapes": #"{"type": "deferred", "deferred": {"path": "../secrets.json"}}"#,
        "deferred-host": #"{"type": "deferred", "deferred": {"path": "//evil.example/x.json"}}"#,
        "no-payload": #"{"type": "promo_banner"}"#,
        "button-without-action": #"{"type": "deals_for_you", "deals_for_you": {"header": {"title": "Deals"}, "items": [{"title_text": "10% off", "button": {"button_text": "Apply"}}]}}"#,
        "action-without-listing": #"{"type": "deals_for_you", "deals_for_you": {"header": {"title": "Deals"}, "items": [{"title_text": "10% off", "button": {"button_text": "Apply", "action": {"type": "open_listing"}}}]}}"#,
        "modules-not-an-array": #"{"title": "Home", "modules": {"type": "search_bar"}}"#,
        "neither-shape": #"{"title": "Home"}"#,
        "a-number": "5",
        "module-type-not-a-string": #"[{"type": 7}]"#,
    ]

    @Test func documentsThatValidateRejectTheSchemaRejects() throws {
        var files: [String: String] = [:]
        for (name, json) in Self.rejected {
            let result = FeedDecoder().decode(Data(json.utf8))
            #expect(result.hasErrors, "\(name) should be an error to the decoder, so this test means something")
            files[name] = try FeedtermProcess.temporaryFile(json, name: name + ".json")
        }
        let verdicts = try Self.check(Array(files.values), schema: try Self.savedSchema())
        for (name, file) in files {
            #expect(verdicts[file]?.hasPrefix("invalid") == true, "\(name): the schema said \(verdicts[file] ?? "nothing")")
        }
    }
}
