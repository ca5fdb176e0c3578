import Foundation
import Testing

/// `validate` for CI: directories, parallel files in order, JSON with places and codes, SARIF.
struct ValidateReportTests {
    /// A folder with a clean layout, a broken one two levels down, and a hidden one skipped.
    static func tree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-tree-\(UUID().uuidString)")
        for folder in ["b/deeper", ".hidden"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data(#"[{"type": "section_header", "section_header": {"title": "A"}}]"#.utf8).write(to: root.appendingPathComponent("a.json"))
        try Data("[1,]".utf8).write(to: root.appendingPathComponent("b/deeper/broken.json"))
        try Data("not json".utf8).write(to: root.appendingPathComponent(".hidden/skipped.json"))
        try Data("not json either".utf8).write(to: root.appendingPathComponent("b/notes.txt"))
        return root.path
    }

    @Test func aDirectoryStandsForEveryJSONFileBelowItInSortedOrder() throws {
        let root = try Self.tree()
        let output = try FeedtermProcess.run(["validate", root, "layouts/modules/search_bar.json"])
        #expect(output.status == 1)
        #expect(output.stdout.split(separator: "\n") == [
            "\(root)/b/deeper/broken.json:1:3: error: $: malformed JSON: trailing comma: expected a value after ',', found ']' [FT111]",
            "3 files checked: 1 error, 0 warnings",
        ])
    }

    @Test func manyFilesAreReportedInTheOrderGiven() throws {
        let broken = (0..<12).map { try? FeedtermProcess.temporaryFile("[\($0),]", name: "f\($0).json") }.compactMap { $0 }
        let output = try FeedtermProcess.run(["validate"] + broken)
        let files = output.stdout.split(separator: "\n").dropLast().map { String($0.prefix { $0 != ":" }) }
        #expect(files == broken)
    }

    @Test func jsonCarriesLineColumnAndCodeAndIsAnEmptyArrayWhenClean() throws {
        let file = try FeedtermProcess.temporaryFile(ValidateCommandTests.broken)
        let output = try FeedtermProcess.run(["validate", "--format", "json", file])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(entries.map { $0["code"] as? String } == ["FT302", "FT300", "FT306"])
        #expect(entries.map { $0["line"] as? Int } == [2, 3, 4])
        #expect(entries.map { $0["column"] as? Int } == [78, 40, 12])
        let clean = try FeedtermProcess.run(["validate", "--format", "json", "layouts/home.json"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "[]\n")
    }

    @Test func sarifHasARuleForEveryCodeAndAResultPerDiagnostic() throws {
        let file = try FeedtermProcess.temporaryFile(ValidateCommandTests.broken)
        let output = try FeedtermProcess.run(["validate", "--format", "sarif", file, "no/such.json"])
        #expect(output.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["FT302", "FT300", "FT306", "FT001"])
        #expect(results.map { $0["level"] as? String } == ["warning", "error", "warning", "error"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        let location = try #require((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        // An absolute path is a file: URI; a relative one is relative to %SRCROOT%, the
        // directory the check ran in.
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == URL(fileURLWithPath: file).absoluteString)
        let relative = try #require((results[3]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(relative["artifactLocation"] as? [String: String] == ["uri": "no/such.json", "uriBaseId": "%SRCROOT%"])
        #expect(run["originalUriBaseIds"] as? [String: [String: String]] == ["%SRCROOT%": ["uri": FeedtermProcess.root.absoluteString]])
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            // Without --doc-base, no link to an address feedterm does not own.
            #expect(rule["helpUri"] == nil)
            #expect(((rule["fullDescription"] as? [String: String])?["text"]?.count ?? 0) > ((rule["shortDescription"] as? [String: String])?["text"]?.count ?? 0))
            #expect(LayoutFormatDocTests.doc.contains(#"<a id="\#(id.lowercased())"></a>"#), "\(id) has no anchor in the docs")
        }
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 40)
        #expect((results[1]["message"] as? [String: Any])?["text"] as? String == "$.modules[1].search_bar.placeholder: required key 'placeholder' is missing; module dropped")
        let unreadable = try #require((results[3]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(unreadable["region"] == nil)
    }

    @Test func aDirectoryGivenToPreviewSaysSoInPlainWords() throws {
        let output = try FeedtermProcess.run(["preview", "layouts"])
        #expect(output.status == 1)
        #expect(output.stderr == "layouts: error: $: cannot read the file: is a directory [FT001]\n")
    }

    @Test func versionNamesTheLayoutFormat() throws {
        let output = try FeedtermProcess.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout.hasSuffix("(layout format 1.4)\n"))
    }

    @Test func standardInputHasOneNameInEveryFormat() throws {
        let broken = Data(ValidateCommandTests.broken.utf8)
        let human = try FeedtermProcess.run(["validate", "-"], stdin: broken)
        #expect(human.stdout.hasPrefix("<stdin>:2:78: warning"))
        let json = try FeedtermProcess.run(["validate", "--format", "json", "-"], stdin: broken)
        #expect(json.stdout.contains(#""file" : "<stdin>""#))
        let sarif = try FeedtermProcess.run(["validate", "--format", "sarif", "--doc-base", "https://docs.example.com/format.html", "-"], stdin: broken)
        #expect(sarif.stdout.contains(#""uri" : "%3Cstdin%3E""#))
        #expect(sarif.stdout.contains(#""helpUri" : "https://docs.example.com/format.html#ft300""#))
    }
}
