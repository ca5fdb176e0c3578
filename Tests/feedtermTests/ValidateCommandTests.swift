import Foundation
import Testing

/// `feedterm validate` as CI runs it: output lines, JSON, exit codes.
struct ValidateCommandTests {
    static let broken = #"""
        {"modules": [
          {"type": "section_header", "section_header": {"title": "Kept", "subtitle": 7}},
          {"type": "search_bar", "search_bar": {}},
          {"type": "mystery", "mystery": {}}
        ]}
        """#

    @Test func cleanFilesExitZeroWithASummary() throws {
        let output = try FeedtermProcess.run(["validate", "--strict", "layouts/home.json", "layouts/deals.json"])
        #expect(output.status == 0)
        #expect(output.stdout == "2 files checked: 0 errors, 0 warnings\n")
    }

    @Test func brokenFilePrintsOneLinePerDiagnosticAndExitsOne() throws {
        let file = try FeedtermProcess.temporaryFile(Self.broken)
        let output = try FeedtermProcess.run(["validate", file])
        #expect(output.status == 1)
        #expect(output.stdout.split(separator: "\n") == [
            "\(file):2:78: warning: $.modules[0].section_header.subtitle: expected a string, found a number; field ignored [FT302]",
            "\(file):3:40: error: $.modules[1].search_bar.placeholder: required key 'placeholder' is missing; module dropped [FT300]",
            "\(file):4:12: warning: $.modules[2].type: unknown module type 'mystery'; module skipped [FT306]",
            "1 file checked: 1 error, 2 warnings",
        ])
    }

    @Test func warningsAloneExitZeroUnlessStrict() throws {
        let file = try FeedtermProcess.temporaryFile(#"{"type": "section_header", "section_header": {"title": "T", "subtitle": 7}}"#)
        #expect(try FeedtermProcess.run(["validate", file]).status == 0)
        let strict = try FeedtermProcess.run(["validate", "--strict", file])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(":1:73: error: $.section_header.subtitle: expected a string, found a number; field ignored [FT302]"))
    }

    @Test func jsonFormatPrintsOnlyAJSONArray() throws {
        let output = try FeedtermProcess.run(["validate", "--format", "json", "-"], stdin: Data(Self.broken.utf8))
        #expect(output.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 3)
        #expect(entries[1]["file"] as? String == "<stdin>")
        #expect(entries[1]["path"] as? String == "$.modules[1].search_bar.placeholder")
        #expect(entries[1]["severity"] as? String == "error")
        #expect(entries[1]["message"] as? String == "required key 'placeholder' is missing; module dropped")
    }

    @Test func malformedJSONIsOneErrorWithLineAndColumn() throws {
        let output = try FeedtermProcess.run(["validate", "-"], stdin: Data("[\n  {\"type\": }\n]".utf8))
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("<stdin>:2:12: error: $: malformed JSON: expected a value, found '}' [FT103]\n"))
    }

    @Test func missingFileIsAnErrorNotACrash() throws {
        let output = try FeedtermProcess.run(["validate", "no/such/file.json"])
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("no/such/file.json: error: $: cannot read the file: no such file [FT001]\n"))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try FeedtermProcess.run(["validate"]).status == 2)
        #expect(try FeedtermProcess.run(["validate", "--format", "yaml", "x.json"]).status == 2)
        #expect(try FeedtermProcess.run(["validate", "-", "-"]).status == 2)
    }
}
