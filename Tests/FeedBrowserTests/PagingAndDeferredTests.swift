import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// `next_page` chains and `deferred` modules, driven by hand so each step can be seen.
struct PagingAndDeferredTests {
    static func header(_ id: String, _ title: String) -> String {
        #"{"type": "section_header", "id": "\#(id)", "section_header": {"title": "\#(title)", "action": {"type": "open_feed", "feed": "deals"}}}"#
    }

    static func feed(_ modules: [String], next: String? = nil) -> String {
        #"{"modules": [\#(modules.joined(separator: ","))]\#(next.map { #", "next_page": "\#($0)""# } ?? "")}"#
    }

    static let deferred = #"{"type": "deferred", "deferred": {"path": "part.json", "title": "Recently viewed", "min_height": 4}}"#

    @Test(arguments: MemorySource.decoders) func theNextPageLoadsNearTheEndAndAChainThatLoopsEndsWithAWarning(_ decoder: FeedDecoder) {
        let source = MemorySource(files: [
            "home.json": Self.feed((1...3).map { Self.header("a\($0)", "First page \($0)") }, next: "p2.json"),
            "p2.json": Self.feed([Self.header("b1", "Second page")], next: "p3.json"),
            "p3.json": Self.feed([Self.header("c1", "Third page")], next: "p2.json"),
            "deals.json": "[]",
        ], decoder: decoder)
        let driver = Harness(source: source, width: 60, height: 40, answers: .whenAsked)
        driver.answer("home.json", with: source.load("home.json"))
        // Within a screen of the end already: the page is asked for, and a loading row shows.
        #expect(driver.pendingLoads.map(\.path).contains("p2.json"))
        #expect(driver.screenText.contains("Loading the next page…"))
        driver.answer("p2.json", with: source.load("p2.json"))
        #expect(driver.screenText.contains("Second page"))
        driver.answer("p3.json", with: source.load("p3.json"))
        #expect(driver.screenText.contains("Third page"))
        #expect(!driver.pendingLoads.contains { $0.path == "p2.json" }, "p2 is never asked for twice")
        #expect(driver.state.diagnostics.map(\.message).contains { $0.contains("'p2.json' was loaded before") })
    }

    @Test(arguments: MemorySource.decoders) func aPageThatFailsShowsAnErrorRowAndRTriesAgain(_ decoder: FeedDecoder) {
        let source = MemorySource(files: ["home.json": Self.feed([Self.header("a", "Only page")], next: "p2.json"), "deals.json": "[]"], decoder: decoder)
        let driver = Harness(source: source, answers: .whenAsked)
        driver.answer("home.json", with: source.load("home.json"))
        driver.answer("p2.json", with: nil)
        #expect(driver.screenText.contains("✕ Could not load the next page"))
        driver.press(.character("r"))
        #expect(driver.pendingLoads.map(\.path).contains("p2.json"))
        #expect(driver.screenText.contains("Loading the next page…"))
    }

    @Test(arguments: MemorySource.decoders) func deferredModulesLoadAtOnceInParallelAndTakeTheirPlace(_ decoder: FeedDecoder) {
        let two = Self.deferred.replacingOccurrences(of: "part.json", with: "other.json")
        let source = MemorySource(files: [
            "home.json": Self.feed([Self.deferred, two, Self.header("below", "Below the parts")]),
            "part.json": Self.feed([Self.header("p", "The first part")]),
            "other.json": Self.feed([Self.header("o", "The other part")]),
            "deals.json": "[]",
        ], decoder: decoder)
        let driver = Harness(source: source, answers: .whenAsked)
        driver.answer("home.json", with: source.load("home.json"))
        #expect(Set(driver.pendingLoads.map(\.path)) == ["deals.json", "part.json", "other.json"], "both asked for before either answers")
        #expect(driver.screenText.contains("⋯ Loading Recently viewed…"))
        driver.answer("other.json", with: source.load("other.json"))
        driver.answer("part.json", with: source.load("part.json"))
        #expect(driver.screenText.contains("The first part"))
        #expect(driver.screenText.contains("The other part"))
        #expect(!driver.screenText.contains("Recently viewed"))
    }

    @Test(arguments: MemorySource.decoders) func contentArrivingAboveTheFocusDoesNotMoveTheFocusedModule(_ decoder: FeedDecoder) throws {
        let tall = Self.feed((1...6).map { Self.header("t\($0)", "Arrived \($0)") })
        let source = MemorySource(files: [
            // Enough below for the list to scroll, so the focused module can stay put.
            "home.json": Self.feed([Self.deferred, Self.header("focus-me", "Stay where you are")] + (1...20).map { Self.header("after\($0)", "After \($0)") }),
            "part.json": tall,
            "deals.json": "[]",
        ], decoder: decoder)
        let driver = Harness(source: source, answers: .whenAsked)
        driver.answer("home.json", with: source.load("home.json"))
        let row = try #require(driver.lines.firstIndex { $0.contains("Stay where you are") })
        #expect(driver.state.focus?.module == 1)
        driver.answer("part.json", with: source.load("part.json"))
        #expect(driver.lines.firstIndex { $0.contains("Stay where you are") } == row)
        #expect(driver.state.focus?.module == 6, "focus follows its module to its new place")
    }

    @Test(arguments: MemorySource.decoders) func aDeferredModuleThatFailsSaysSoInPlaceAndRRetries(_ decoder: FeedDecoder) {
        let source = MemorySource(files: ["home.json": Self.feed([Self.deferred]), "deals.json": "[]"], decoder: decoder)
        let driver = Harness(source: source, answers: .whenAsked)
        driver.answer("home.json", with: source.load("home.json"))
        driver.answer("part.json", with: FeedDecoder().decode(Data("{".utf8)))
        #expect(driver.screenText.contains("✕ Could not load Recently viewed"))
        #expect(driver.screenText.contains("Press r to try again"))
        driver.press(.character("r"))
        #expect(driver.pendingLoads.map(\.path) == ["deals.json", "part.json"])
    }

    /// Two deferred modules that name their own document (and one through another document)
    /// once loaded it again without end and froze the browser; now each is refused in place,
    /// r leaves it, and nothing more is asked for.
    @Test(arguments: MemorySource.decoders) func deferredModulesThatLeadBackUpTheirChainAreRefusedInPlace(_ decoder: FeedDecoder) {
        let again = Self.deferred.replacingOccurrences(of: "part.json", with: "home.json").replacingOccurrences(of: "Recently viewed", with: "Again")
        let source = MemorySource(files: [
            "home.json": Self.feed([Self.header("top", "Top"), again, again, Self.deferred]),
            "part.json": Self.feed([Self.header("p", "Part here"), again]),
            "deals.json": "[]",
        ], decoder: decoder)
        let driver = Harness(source: source, width: 100, height: 40, answers: .whenAsked)
        driver.answer("home.json", with: source.load("home.json"))
        #expect(driver.pendingLoads.map(\.path).filter { $0 != "deals.json" } == ["part.json"])
        driver.answer("part.json", with: source.load("part.json"))
        #expect(driver.pendingLoads.map(\.path).filter { $0 != "deals.json" }.isEmpty, "nothing loads again")
        #expect(driver.screenText.contains("✕ Not loaded: 'home.json' leads back to a document already on the screen (home.json → home.json)"))
        #expect(driver.screenText.contains("(home.json → part.json"))
        #expect(!driver.screenText.contains("Press r to try again"))
        driver.press(.character("r"))
        #expect({ if case .reloading = driver.state.statusMessage { true } else { false } }(), "r reads the screen again; it does not retry a refused part: \(driver.state.status)")
        #expect(driver.state.diagnostics.filter { $0.code == .referenceCycle }.count == 3)
    }

    /// However a feed nests or repeats its deferred modules, one screen loads a bounded number.
    @Test(arguments: MemorySource.decoders) func aScreenLoadsAtMostItsShareOfDeferredDocuments(_ decoder: FeedDecoder) {
        let many = (0..<150).map { Self.deferred.replacingOccurrences(of: "part.json", with: "p\($0).json") }
        var files = ["home.json": Self.feed(many), "deals.json": "[]"]
        for index in 0..<150 { files["p\(index).json"] = Self.feed([Self.header("h\(index)", "Part \(index)")]) }
        let driver = Harness(source: MemorySource(files: files, decoder: decoder), width: 100, height: 40, answers: .whenAsked)
        driver.answer("home.json", with: MemorySource(files: files, decoder: decoder).load("home.json"))
        #expect(driver.pendingLoads.filter { $0.path.hasPrefix("p") }.count == BrowserState.maxDeferredPerScreen)
    }

    @Test func pathsThatWouldLeaveTheSourceAreRefusedWhenDecoded() {
        let bad = Self.deferred.replacingOccurrences(of: "part.json", with: "../secret.json")
        let result = FeedDecoder().decode(Data(Self.feed([bad], next: "https://elsewhere.example/p2.json").utf8))
        #expect(result.modules.isEmpty)
        #expect(result.document?.nextPage == nil)
        #expect(result.diagnostics.map(\.severity) == [.error, .warning])
        #expect(result.diagnostics.allSatisfy { $0.message.contains("is refused") })
    }
}
