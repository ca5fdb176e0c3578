import FeedBrowser
import FeedInput
import FeedModel
import Testing

/// The diagnostics overlay (`d`) is a list that scrolls, wraps long paths, and never draws
/// over its own text, down to 40×12.
struct DiagnosticsOverlayTests {
    /// A feed whose 12 modules each have one problem, with a long path each.
    static let source: MemorySource = {
        let modules = (0..<12).map { index in
            #"{"type": "deals_for_you", "deals_for_you": {"header": {"title": "Deals \#(index)"}, "items": [{"title_text": "Kept", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "K"}}}, {"title_text": "Coupon \#(index)", "button": {"action": {"type": "apply_coupon", "code": "C"}}}]}}"#
        }
        return MemorySource(files: ["home.json": #"{"modules": [\#(modules.joined(separator: ","))]}"#, "deals.json": "[]"])
    }()

    @Test(arguments: [(60, 15), (40, 12)])
    func theListScrollsToEveryProblemAndBack(width: Int, height: Int) {
        let harness = Harness(source: Self.source, width: width, height: height)
        #expect(harness.browser.diagnostics.count == 12)
        harness.press(.character("d"))
        #expect(harness.screenText.contains("$.modules[0]"))
        #expect(!harness.screenText.contains("$.modules[11]"))
        // The position is on the frame's bottom edge, and no content line was given up for it.
        #expect(harness.lines.contains { $0.contains("╰") && $0.contains("of ") && $0.contains("j/k") })
        harness.press(.end)
        #expect(harness.screenText.contains("$.modules[11]"))
        #expect(harness.screenText.contains("dropped"))
        harness.press(.home)
        #expect(harness.screenText.contains("$.modules[0]"))
        for _ in 0..<200 { harness.press(.character("j")) }
        #expect(harness.screenText.contains("dropped"), "j scrolls, it does not close")
        #expect(harness.screenText.contains("Problems on Home (12)"))
        harness.press(.pageUp, .pageUp, .character("k"))
        #expect(harness.screenText.contains("Problems on Home"))
        harness.press(.escape)
        #expect(!harness.screenText.contains("Problems on Home"))
    }

    @Test func aLongPathIsBrokenAtItsDotsAndNothingIsCut() {
        let harness = Harness(source: Self.source, width: 40, height: 12)
        harness.press(.character("d"))
        // $.modules[0].deals_for_you.items[1].button.button_text, in a 34-column box.
        let lines = harness.lines
        #expect(lines.contains { $0.contains("│ $.modules[0].deals_for_you.items[1] ") })
        #expect(lines.contains { $0.contains("│ .button.button_text") })
    }

    @Test func aScreenThatDidNotLoadListsItsLoadError() {
        let harness = Harness(source: MemorySource(files: ["home.json": "[1,]", "deals.json": "[]"]))
        harness.press(.character("d"))
        #expect(harness.screenText.contains("trailing comma"))
        #expect(!harness.screenText.contains("No problems on this screen"))
        let missing = Harness(source: MemorySource(files: ["deals.json": "[]"]))
        missing.press(.character("d"))
        #expect(missing.screenText.contains("home.json is not in memory"))
    }
}
