import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// A module with an id makes an impression the first time, on each visit to a screen, that at
/// least half of its rows are on screen.
struct ImpressionTests {
    /// A feed of `count` two-row headers, ids h1…hN, and one without an id.
    static func source(count: Int) -> MemorySource {
        let headers = (1...count).map { #"{"type": "section_header", "id": "h\#($0)", "section_header": {"title": "Header \#($0)", "subtitle": "two rows", "action": {"type": "open_feed", "feed": "other"}}}"# }
        let anonymous = #"{"type": "section_header", "section_header": {"title": "No id"}}"#
        return MemorySource(files: [
            "home.json": #"{"modules": [\#(([anonymous] + headers).joined(separator: ","))]}"#,
            "deals.json": "[]",
            "other.json": "[]",
        ])
    }

    static func impressions(_ effects: [Effect]) -> [String] {
        effects.compactMap { if case .record(let impression) = $0 { impression.moduleID } else { nil } }
    }

    @Test func modulesOnScreenMakeOneImpressionEachPerVisit() {
        let source = Self.source(count: 20)
        // A 10-row terminal: 7 rows of list; each header takes 2 rows and a gap.
        let driver = Harness(source: source, width: 40, height: 10, answers: .whenAsked)
        driver.answer("home.json", with: source.load("home.json"))
        #expect(Self.impressions(driver.effects) == ["h1", "h2"], "h3 starts below the screen")
        driver.press(.down)
        #expect(Self.impressions(driver.effects).allSatisfy { !["h1", "h2"].contains($0) }, "never twice in one visit")
        // A new visit: open another screen, come back.
        driver.send(.answered(.openFeed(feed: "other"), .notHandled))
        driver.answer("other.json", with: source.load("other.json"))
        driver.press(.escape)
        #expect(!Self.impressions(driver.effects).isEmpty, "impressions again on the next visit")
    }

    @Test func scrollingBringsNewModulesIntoView() {
        let source = Self.source(count: 20)
        let driver = Harness(source: source, width: 40, height: 10, answers: .whenAsked)
        driver.answer("home.json", with: source.load("home.json"))
        var seen = Set(Self.impressions(driver.effects))
        for _ in 0..<4 {
            driver.send(.input(.wheel(1)))
            seen.formUnion(Self.impressions(driver.effects))
        }
        // Scrolled by 4 rows the list shows rows 4–10: h3 (rows 8–9) is on screen, h4 (rows
        // 11–12) is not.
        #expect(seen == ["h1", "h2", "h3"])
        // One more row: h4's first row shows, half of its two, and that is enough.
        driver.send(.input(.wheel(1)))
        #expect(Self.impressions(driver.effects) == ["h4"])
    }

    @Test func impressionsGoToTheHost() {
        let recorder = ActionRecorder()
        let runtime = BrowserRuntime(source: Self.source(count: 3), host: recorder.host, width: 40, height: 24)
        runtime.settle()
        runtime.send(.tick)
        #expect(recorder.recordedImpressions.map(\.moduleID) == ["h1", "h2", "h3"])
        #expect(recorder.recordedImpressions.first?.feed == "home.json")
    }
}
