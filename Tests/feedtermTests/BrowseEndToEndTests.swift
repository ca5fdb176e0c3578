import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// `feedterm browse` in a real terminal (tmux), as a person uses it.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct BrowseEndToEndTests {
    @Test func openAListingAndGoBack() throws {
        let session = try TmuxSession(["browse"])
        try #require(try session.waitFor("Picked for you").contains("1 Home"))
        #expect(try session.alternateScreenOn())
        try session.send("j", "j", "h", "Enter")
        // The breadcrumb shows at once; the listing's own document arrives a moment later.
        let listing = try session.waitFor("End-grain walnut, 30 × 45 cm")
        #expect(listing.contains("Home › Walnut cutting board"))
        try session.send("Escape")
        let home = try session.waitFor { $0.contains("Search for anything") && !$0.contains("› Walnut") }
        #expect(home.contains(" Home "))
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
        #expect(try !session.alternateScreenOn())
    }

    @Test func theProblemsListScrollsAt40x12() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-problems-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let modules = (0..<8).map { #"{"type": "section_header", "section_header": {"title": "Header \#($0)", "subtitle": \#($0)}}"# }
        try Data("[\(modules.joined(separator: ",\n"))]".utf8).write(to: directory.appendingPathComponent("home.json"))
        try Data("[]".utf8).write(to: directory.appendingPathComponent("deals.json"))
        let session = try TmuxSession(["browse", directory.path], width: 40, height: 12)
        try session.waitFor("Header 0")
        try session.send("d")
        // The whole overlay, its bottom edge included: a capture can land in the middle of a draw.
        let first = try session.waitFor { $0.contains("Problems on Home (8)") && $0.contains("j/k") }
        #expect(first.contains("$[0].section_header"))
        #expect(first.contains(" of "))
        try session.send("j", "j", "j", "j", "j", "j")
        let scrolled = try session.waitFor { !$0.contains("$[0].section_header") }
        #expect(scrolled.contains("Problems on Home (8)"), "j scrolled the list and kept it open")
        try session.send("End")
        #expect(try session.waitFor { $0.contains("$[7].section_header") && $0.contains("j/k") }.contains("warning at 8:"))
        try session.send("Escape")
        try session.waitFor { !$0.contains("Problems on") }
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func favoriteAListingAndFindItUnderFavorites() throws {
        let logFile = FileManager.default.temporaryDirectory.appendingPathComponent("actions-\(UUID().uuidString).log").path
        let session = try TmuxSession(["browse", "--action-log", logFile])
        try session.waitFor("Picked for you")
        try session.send("j", "j", "h", "f")
        try session.waitFor("added to favorites")
        try session.send("3")
        let favorites = try session.waitFor("3 listings")
        #expect(favorites.contains("Walnut cutting board,"))
        try session.send("q")
        try session.waitFor("EXIT=0")
        let log = try String(contentsOfFile: logFile, encoding: .utf8)
        #expect(log.contains(#""listing_id":1001"#))
        #expect(log.contains(#""type":"toggle_favorite""#))
        // Impressions join the actions: Home's first modules were on screen.
        let impressions = log.split(separator: "\n").filter { $0.contains(#""type":"impression""#) }
        #expect(impressions.contains { $0.contains(#""module_id":"hero-winter""#) && $0.contains(#""feed":"home.json""#) })
    }

    @Test func resizesDownToTwentyBySixAndBack() throws {
        let session = try TmuxSession(["browse"])
        try session.waitFor("Picked for you")
        try session.send("j", "j")
        try session.resize(width: 40, height: 12)
        // tmux cuts the old frame at once; the browser's own 40-column frame follows.
        let medium = try session.waitFor("1 Home  2 Deals  3 Fav(2)  4 Cart(0)")
        #expect(medium.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.count <= 40 })
        try session.resize(width: 20, height: 6)
        // Every tab and the cart's count stay on row 0, in numbers.
        let small = try session.waitFor { $0.split(separator: "\n").first?.contains("4(0)") == true }
        #expect(small.split(separator: "\n").first?.contains("3(2)") == true)
        #expect(small.split(separator: "\n").count <= 6)
        try session.resize(width: 10, height: 3)
        #expect(try session.waitFor("Terminal").contains("too small"))
        try session.resize(width: 100, height: 30)
        let back = try session.waitFor("Cart (0)")
        #expect(back.contains("Picked for you"))
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func sigtermRestoresTheTerminalAndExits143() throws {
        let session = try TmuxSession(["browse"])
        try session.waitFor("Picked for you")
        let pid = try #require(try session.feedtermPID())
        kill(pid, SIGTERM)
        #expect(try session.waitFor("EXIT=").contains("EXIT=143"))
        #expect(try !session.alternateScreenOn())
    }

    @Test func aMissingSourceDirectoryIsAUsageError() throws {
        let output = try FeedtermProcess.run(["browse", "no/such/dir"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no/such/dir is not a directory"))
    }
}
