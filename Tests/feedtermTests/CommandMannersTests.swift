import Foundation
import Testing

/// What a well-mannered command line does: suggests a mistyped command, colours only where
/// asked, names standard input as told, reads URLs, and finds its width in COLUMNS.
struct CommandMannersTests {
    static let broken = #"{"modules": [{"type": "section_header", "section_header": {"tilte": "T"}}]}"#

    @Test(arguments: [
        (["previw", "x.json"], "'previw' is not a feedterm command (did you mean 'preview'?)"),
        (["snapshot", "recrod"], "'recrod' is not a feedterm snapshot command (did you mean 'record'?)"),
        (["zzz"], "'zzz' is not a feedterm command; the commands are browse, preview, validate, snapshot, diff, flow, schema, lsp."),
    ])
    func aMistypedCommandIsAUsageErrorWithASuggestion(arguments: [String], message: String) throws {
        let output = try FeedtermProcess.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test func validateColoursOnlyWhenAsked() throws {
        let file = try FeedtermProcess.temporaryFile(Self.broken)
        let always = try FeedtermProcess.run(["validate", file, "--color", "always"])
        #expect(always.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(always.stdout.contains("\u{1B}[2m[FT300]\u{1B}[0m"))
        let piped = try FeedtermProcess.run(["validate", file])
        #expect(!piped.stdout.contains("\u{1B}"), "auto: a pipe gets no colour")
        #expect(piped.stdout.contains(": error: $.modules[0].section_header.title: required key 'title' is missing"))
        let refused = try FeedtermProcess.run(["validate", file, "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(refused.stdout.contains("\u{1B}[1;31m"), "always wins over NO_COLOR, as ls and grep do")
    }

    @Test func feedTextInADiagnosticIsPrintedThroughTheSanitiser() throws {
        let file = try FeedtermProcess.temporaryFile(#"{"type": "section_header", "section_header": {"title": "t", "a\u001b]0;pwned\u0007b": 1}}"#)
        let output = try FeedtermProcess.run(["validate", file, "--color", "never"])
        #expect(!output.stdout.contains("\u{1B}") && !output.stdout.contains("\u{07}"))
        #expect(output.stdout.contains("unknown key 'a␛]0;pwned␇b'"))
    }

    /// browse takes --color as the printing commands do: always overrides NO_COLOR, never
    /// turns colour off in a terminal that has it.
    @Test func browseTakesColorAsEveryCommandDoes() throws {
        let always = try TmuxSession(["browse", "--no-state", "--color", "always"], environment: "NO_COLOR=1 LANG=C.UTF-8 TERM=xterm-256color")
        _ = try always.waitFor("The Winter Sale is on")
        #expect(try always.colouredScreen().contains("38;5;"), "always: colour although NO_COLOR is set")
        try always.send("q")
        let never = try TmuxSession(["browse", "--no-state", "--color", "never"], environment: "-u NO_COLOR LANG=C.UTF-8 TERM=xterm-256color")
        _ = try never.waitFor("The Winter Sale is on")
        #expect(!(try never.colouredScreen().contains("38;5;")), "never: no colour in a 256-colour terminal")
        try never.send("q")
    }

    /// ArgumentParser quotes a bad argument as it was given: an escape sequence reached the
    /// terminal raw, and a line feed forged a line of its own.
    @Test func anArgumentQuotedInAUsageErrorIsPrintedThroughTheSanitiser() throws {
        let extra = try FeedtermProcess.run(["preview", "a.json", "b\nError: forged\u{1B}]0;pwned\u{07}"])
        #expect(extra.status == 2)
        #expect(extra.stderr.hasPrefix("Error: Unexpected argument 'b Error: forged␛]0;pwned␇'\n"), "\(extra.stderr)")
        let badValue = try FeedtermProcess.run(["validate", "--format", "x\u{1B}[31m", "a.json"])
        #expect(badValue.status == 2)
        #expect(badValue.stderr.contains("The value 'x␛[31m' is invalid"), "\(badValue.stderr)")
        #expect(!(extra.stderr + badValue.stderr).contains("\u{1B}"))
    }

    @Test func standardInputGoesByTheNameItIsGiven() throws {
        let output = try FeedtermProcess.run(["validate", "-", "--stdin-filename", "layouts/new.json"], stdin: Data(Self.broken.utf8))
        #expect(output.stdout.hasPrefix("layouts/new.json:1:"))
        let preview = try FeedtermProcess.run(["preview", "-", "--stdin-filename", "new.json"], stdin: Data(Self.broken.utf8))
        #expect(preview.stderr.hasPrefix("new.json:1:"))
    }

    @Test func previewFollowsCOLUMNSInAPipeAndWidthOverIt() throws {
        let file = FeedtermProcess.root.appendingPathComponent("layouts/modules/hero_banner.json").path
        let narrow = try FeedtermProcess.run(["preview", file, "--color", "never"], environment: ["COLUMNS": "50"])
        #expect(narrow.stdout.split(separator: "\n").first?.count == 50)
        let pinned = try FeedtermProcess.run(["preview", file, "--width", "60", "--color", "never"], environment: ["COLUMNS": "50"])
        #expect(pinned.stdout.split(separator: "\n").first?.count == 60)
        let fallback = try FeedtermProcess.run(["preview", file, "--color", "never"], environment: ["COLUMNS": "x"])
        #expect(fallback.stdout.split(separator: "\n").first?.count == 80)
    }

    @Test func validateAndPreviewReadAURLAsBrowseReadsItsSource() throws {
        let server = try LocalHTTPServer(serving: HTTPSourceTests.layouts)
        let home = server.base.appendingPathComponent("home.json").absoluteString
        let missing = server.base.appendingPathComponent("nope.json").absoluteString
        let output = try FeedtermProcess.run(["validate", home, missing])
        #expect(output.status == 1)
        #expect(output.stdout.contains("\(missing): error: $: GET \(missing) failed: 404 Not Found [FT001]"))
        #expect(output.stdout.contains("2 files checked: 1 error, 0 warnings"))
        let preview = try FeedtermProcess.run(["preview", server.base.appendingPathComponent("modules/search_bar.json").absoluteString, "--width", "40"])
        #expect(preview.stdout.contains("Search for anything"))
        let escaping = try FeedtermProcess.run(["validate", server.base.absoluteString + "listings/..%2f..%2fPackage.swift"])
        #expect(escaping.status == 1, "a URL's path is confined as browse confines its source's")
    }
}
