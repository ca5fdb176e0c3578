import FeedBrowser
import FeedInput
import FeedModel
import Foundation
import Synchronization
import Testing

/// A reload that fails keeps what was shown; a feed opened by an action opens at its top.
struct ReloadAndOpenFeedTests {
    /// A source whose files a test can change between loads.
    final class ChangingSource: FeedSource {
        let files: Mutex<[String: String]>
        var name: String { "memory" }

        init(_ files: [String: String]) {
            self.files = Mutex(files)
        }

        func load(_ path: String) -> FeedDecodeResult? {
            files.withLock { $0[path] }.map { FeedDecoder().decode(Data($0.utf8)) }
        }
    }

    @Test func aReloadThatFailsKeepsTheContentAndSaysWhatFailed() {
        let source = ChangingSource(["home.json": #"[{"type": "section_header", "section_header": {"title": "Still here"}}]"#, "deals.json": "[]"])
        let harness = Harness(source: source)
        #expect(harness.screenText.contains("Still here"))
        source.files.withLock { $0["home.json"] = "[1,]" }
        harness.press(.character("r"))
        #expect(harness.screenText.contains("Still here"))
        #expect(harness.browser.statusMessage == .reloadFailed(problem: "home.json could not be read"))
        // d lists why, with the place in the file, over the content that stayed.
        harness.press(.character("d"))
        #expect(harness.screenText.contains("error at 1:3 [FT111]"))
        #expect(harness.screenText.contains("Reload failed (the screen shows what was"))
        harness.press(.escape)
        // Once the file is fixed, r loads it, and the failure is no longer listed.
        source.files.withLock { $0["home.json"] = #"[{"type": "section_header", "section_header": {"title": "Fixed"}}]"# }
        harness.press(.character("r"))
        #expect(harness.screenText.contains("Fixed"))
        harness.press(.character("d"))
        #expect(harness.screenText.contains("No problems on this screen"))
    }

    @Test func aReloadThatFindsNoDocumentListsThatAloneAsItsFailure() {
        // The first document has a dropped module: its error stays listed as it is, once.
        let home = #"[{"type": "section_header", "section_header": {"title": "Still here"}}, {"type": "section_header", "section_header": {}}]"#
        let source = ChangingSource(["home.json": home, "deals.json": "[]"])
        let harness = Harness(source: source)
        source.files.withLock { $0["home.json"] = nil }
        harness.press(.character("r"))
        #expect(harness.screenText.contains("Still here"))
        harness.press(.character("d"))
        let text = harness.screenText
        #expect(text.components(separatedBy: "Reload failed (").count == 2, "one failure: \(text)")
        #expect(text.contains("before): home.json"))
        #expect(text.components(separatedBy: "[FT300]").count == 2, "the first document's error, listed once")
    }

    @Test func shopTheSaleOpensDealsAtItsTop() {
        let harness = Harness()
        harness.press(.character("2"), .end)
        #expect(!harness.screenText.contains("Deals for you"))
        harness.press(.character("1"))
        for _ in 0..<4 where harness.focused?.action != .openFeed(feed: "deals") {
            harness.press(.down)
        }
        #expect(harness.focused?.action == .openFeed(feed: "deals"))
        harness.press(.enter)
        #expect(harness.browser.activeTab == .deals)
        #expect(harness.screenText.contains("Deals for you"))
    }
}
