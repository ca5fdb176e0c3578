import FeedRendering
import Foundation
import Testing

/// `feedterm preview` as a server engineer runs it.
struct PreviewCommandTests {
    /// The width of a printed line in terminal cells, escape sequences left out.
    static func cells(_ line: Substring) -> Int {
        DisplayText(String(line)).width
    }

    static func strippingSGR(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test(arguments: [40, 120])
    func plainFeedFitsTheWidthWithoutOneEscapeByte(width: Int) throws {
        let output = try FeedtermProcess.run(["preview", "layouts/home.json", "--width", "\(width)", "--color", "never"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        #expect(!output.stdout.utf8.contains(0x1B))
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 50)
        #expect(lines.allSatisfy { Self.cells($0) <= width })
        #expect(output.stdout.contains("Picked for you"))
        #expect(output.stdout.contains("¥3,200"))
    }

    @Test func colourOutputHasOnlySGRSequences() throws {
        // Pictures off: with colour they are drawn, without it their placeholders are.
        let output = try FeedtermProcess.run(["preview", "layouts/deals.json", "--width", "80", "--color", "always", "--images", "off"], environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("\u{1B}[0;1;38;2;"))
        let stripped = Self.strippingSGR(output.stdout)
        #expect(!stripped.utf8.contains(0x1B))
        let plain = try FeedtermProcess.run(["preview", "layouts/deals.json", "--width", "80", "--color", "never"])
        let trimmed = stripped.split(separator: "\n", omittingEmptySubsequences: false).map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
        #expect(trimmed.joined(separator: "\n") == plain.stdout)
    }

    @Test func autoColourIsOffWhenStdoutIsNotATerminal() throws {
        let output = try FeedtermProcess.run(["preview", "layouts/modules/listing_carousel.json", "--width", "60"], environment: ["TERM": "xterm-256color"])
        #expect(!output.stdout.utf8.contains(0x1B))
    }

    @Test func oneModuleByIndex() throws {
        let output = try FeedtermProcess.run(["preview", "layouts/home.json", "--module", "5", "--width", "60", "--color", "never"])
        #expect(output.status == 0)
        #expect(output.stdout == "Gifts in walnut                                            ›\nBoards and trays, oiled by hand\n")
    }

    @Test func moduleOutOfRangeIsAUsageErrorWithPreviewsOwnUsage() throws {
        let output = try FeedtermProcess.run(["preview", "layouts/home.json", "--module", "99"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("Error: --module 99 does not exist: the document has 13 modules, 0 to 12.\nUsage: feedterm preview [<options>] <file>"))
        #expect(output.stderr.contains("See 'feedterm preview --help'"))
    }

    @Test func aNegativeModuleSaysTheIndexMustBeZeroOrMore() throws {
        let output = try FeedtermProcess.run(["preview", "layouts/home.json", "--module", "-1"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("Error: --module must be 0 or more, not -1.\nUsage: feedterm preview"))
    }

    /// Module 1 is dropped; N counts it, as the diagnostics' `$[N]` does.
    static let withADroppedModule = #"[{"type": "section_header", "section_header": {"title": "Zero"}}, {"type": "search_bar", "search_bar": {}}, {"type": "section_header", "section_header": {"title": "Two", "subtitle": 5}}]"#

    @Test func moduleNIsTheIndexInTheDocumentDroppedModulesCounted() throws {
        let output = try FeedtermProcess.run(["preview", "-", "--module", "2", "--color", "never", "--width", "20"], stdin: Data(Self.withADroppedModule.utf8))
        #expect(output.status == 0)
        #expect(output.stdout == "Two\n")
        // Only module 2's own problems.
        #expect(output.stderr == "<stdin>:1:183: warning: $[2].section_header.subtitle: expected a string, found a number; field ignored [FT302]\n")
    }

    @Test func aDroppedModulePrintsItsDiagnosticsAndExitsOne() throws {
        let output = try FeedtermProcess.run(["preview", "-", "--module", "1"], stdin: Data(Self.withADroppedModule.utf8))
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "<stdin>:1:104: error: $[1].search_bar.placeholder: required key 'placeholder' is missing; module dropped [FT300]\n")
    }

    @Test func errorsFromAnySubcommandShowThatSubcommandsUsage() throws {
        let theme = try FeedtermProcess.run(["preview", "layouts/home.json", "--theme-file", "/no/such/theme.json"])
        #expect(theme.status == 2)
        #expect(theme.stderr.contains("Usage: feedterm preview "))
        let browse = try FeedtermProcess.run(["browse", "/no/such/source"])
        #expect(browse.status == 2)
        #expect(browse.stderr.contains("Usage: feedterm browse "), "\(browse.stderr)")
    }

    @Test func diagnosticsGoToStderrAndTheRestRenders() throws {
        let broken = #"[{"type": "search_bar", "search_bar": {}}, {"type": "section_header", "section_header": {"title": "Still here"}}]"#
        let output = try FeedtermProcess.run(["preview", "-", "--width", "30", "--color", "never"], stdin: Data(broken.utf8))
        #expect(output.status == 0)
        #expect(output.stdout == "Still here\n")
        #expect(output.stderr == "<stdin>:1:39: error: $[0].search_bar.placeholder: required key 'placeholder' is missing; module dropped [FT300]\n")
    }

    @Test func unreadableDocumentExitsOneWithItsMessage() throws {
        let output = try FeedtermProcess.run(["preview", "-"], stdin: Data("{\"modules\": [".utf8))
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "<stdin>:1:14: error: $: malformed JSON: expected a value, found the end of the document [FT104]\n")
    }

    @Test func themesAreChosenByNameOrFile() throws {
        let mono = try FeedtermProcess.run(["preview", "layouts/modules/promo_banner.json", "--width", "60", "--color", "always", "--theme", "mono"], environment: ["TERM": "xterm-256color"])
        #expect(mono.status == 0)
        #expect(!mono.stdout.contains("38;5;"))
        #expect(mono.stdout.contains("\u{1B}[0;1m"))
        let file = try FeedtermProcess.temporaryFile(##"{"base": "shop", "palette": {"primary": "#00ff00"}}"##, name: "green.json")
        let green = try FeedtermProcess.run(["preview", "layouts/modules/promo_banner.json", "--width", "60", "--color", "always", "--theme-file", file], environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(green.stdout.contains("38;2;0;255;0"))
    }

    @Test func badThemesAreUsageErrors() throws {
        let unknown = try FeedtermProcess.run(["preview", "layouts/home.json", "--theme", "neon"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Unknown theme 'neon'"))
        let file = try FeedtermProcess.temporaryFile(#"{"palette": {"primary": "green"}}"#, name: "bad.json")
        let bad = try FeedtermProcess.run(["preview", "layouts/home.json", "--theme-file", file])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("Error: \(file):1:25: palette.primary: expected a colour written #rrggbb, found \"green\"\nUsage: feedterm preview "))
    }

    @Test(arguments: [40, 80, 120])
    func expandShowsEveryCardOfEveryCarousel(width: Int) throws {
        let scrolled = try FeedtermProcess.run(["preview", "layouts/modules/listing_carousel.json", "--width", "\(width)", "--color", "never"])
        let expanded = try FeedtermProcess.run(["preview", "layouts/modules/listing_carousel.json", "--width", "\(width)", "--color", "never", "--expand"])
        #expect(expanded.status == 0)
        let cards = { (text: String) in text.components(separatedBy: "╭").count - 1 }
        #expect(cards(expanded.stdout) == 7)
        #expect(cards(scrolled.stdout) < 7)
        // No scroll mark: the only line that ends in a chevron is the footer's.
        let chevrons = { (text: String) in text.split(separator: "\n").filter { $0.hasSuffix("›") }.count }
        #expect(chevrons(expanded.stdout) == 1)
        #expect(chevrons(scrolled.stdout) > 1)
        #expect(expanded.stdout.split(separator: "\n").allSatisfy { $0.count <= width })
        for title in ["Walnut cutting board", "Brass key ring with", "Hand-knit Fair Isle"] {
            #expect(expanded.stdout.contains(title), "\(title) at \(width)")
        }
    }
}

/// `preview --inspect`: every element below the drawing, with its place and JSON.
struct PreviewInspectTests {
    @Test func everyElementIsListedWithItsPathPlaceAndJSON() throws {
        let output = try FeedtermProcess.run(["preview", "layouts/modules/listing_carousel.json", "--inspect", "--width", "60"])
        #expect(output.status == 0)
        let inspect = try #require(output.stdout.components(separatedBy: "── inspect: ").last)
        #expect(inspect.hasPrefix("8 elements"), "7 cards and the footer")
        #expect(inspect.contains("path    $.listing_carousel.listings[2]"))
        #expect(inspect.contains("at      layouts/modules/listing_carousel.json:"))
        #expect(inspect.contains("action  {\"feed\":\"deals\",\"type\":\"open_feed\"}"))
        #expect(inspect.contains("\"title\" : \"Linen tea towel set of 3\""))
    }

    @Test func standardInputCannotBeInspected() throws {
        let output = try FeedtermProcess.run(["preview", "-", "--inspect"])
        #expect(output.status == 2)
    }
}
