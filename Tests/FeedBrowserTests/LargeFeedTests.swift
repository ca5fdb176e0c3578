import FeedBrowser
import FeedModel
import FeedRendering
import Testing

/// A feed of 10,000 modules is browsed by drawing only what is in view.
struct LargeFeedTests {
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
        for _ in 0..<30 { harness.press(.pageDown) }
        #expect(harness.screenText.contains("Module 3"))
    }
}
