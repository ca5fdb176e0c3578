import FeedBrowser
import FeedInput
import FeedModel
import FeedRendering
import Testing

/// A feed of 10,000 modules: End, Home, Tab and PgDn go where they should, and the screen shows
/// the modules there.
struct LargeFeedTests {
    /// The module numbers on screen, top to bottom.
    static func visibleModules(_ harness: Harness) -> [Int] {
        harness.lines.compactMap { line in
            line.hasPrefix("Module ") ? Int(line.dropFirst(7).prefix { $0.isNumber }) : nil
        }
    }

    static let source: MemorySource = {
        let modules = (0..<10_000).map { index in
            #"{"type": "section_header", "section_header": {"title": "Module \#(index)", "action": {"type": "open_feed", "feed": "deals"}}}"#
        }
        return MemorySource(files: ["home.json": "[" + modules.joined(separator: ",") + "]", "deals.json": "[]"])
    }()

    @Test func endReachesTheLastModuleAndTabWalksModules() {
        let harness = Harness(source: Self.source)
        #expect(harness.lines[2].hasPrefix("Module 0"))
        harness.press(.end)
        #expect(harness.screenText.contains("Module 9999"))
        #expect(harness.browser.focus?.module == 9999)
        harness.press(.home)
        harness.press(.tab, .tab, .tab)
        #expect(harness.browser.focus?.module == 3)
        let before = Self.visibleModules(harness)
        #expect(before.first == 0)
        for _ in 0..<30 { harness.press(.pageDown) }
        // Each page moves a screen's worth of two-row modules: 30 pages go far past the start,
        // and what shows is a run of consecutive modules.
        let after = Self.visibleModules(harness)
        #expect((after.first ?? 0) > 200)
        #expect(after == Array((after.first ?? 0)..<((after.first ?? 0) + after.count)))
        #expect(after.count == before.count)
    }
}
