import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Testing

/// `i` on the focused element: its place in the feed and its JSON, in a panel that scrolls.
struct InspectTests {
    // The panel wraps long lines, and the file's place is an absolute path as long as the
    // checkout's: the two tests that read it are wide enough for any checkout not to wrap it.
    @Test func iOnACardShowsItsPathFileLineAndJSON() {
        let harness = Harness(width: 240, height: 40)
        harness.press(.tab, .tab, .right)
        harness.press(.character("i"))
        let screen = harness.screenText
        #expect(screen.contains("Inspect: listing_carousel · card 1"))
        #expect(screen.contains("path    $.modules[3].listing_carousel.listings[1]"))
        #expect(screen.contains("layouts/home.json:85:11"))
        #expect(screen.contains("module  listing_carousel \"picks\" · card 1"))
        #expect(screen.contains("action  {\"listing_id\":1002,\"type\":\"open_listing\"}"))
        #expect(screen.contains("\"title\" : \"Speckled ceramic mug\""))
        harness.press(.escape)
        #expect(!harness.screenText.contains("Inspect:"))
    }

    @Test func thePanelScrollsThroughLongJSON() {
        let harness = Harness(height: 24)
        harness.press(.tab, .tab)
        harness.press(.character("i"))
        #expect(harness.screenText.contains("of "), "a card's JSON is longer than the panel")
        harness.press(.character("G"))
        #expect(harness.screenText.contains("\"title\" : \"Walnut cutting board, end grain\""))
    }

    @Test func aDeferredModulesElementPointsIntoTheDocumentItCameFrom() throws {
        let harness = Harness(width: 240, height: 60)
        // Home's "Recently viewed" is loaded from home-recent.json; its first card is 1009.
        var tabs = 0
        while harness.focused?.action != .openListing(listingID: 1009) || !harness.screenText.contains("Recently viewed") {
            harness.press(.tab)
            tabs += 1
            try #require(tabs < 30, "Tab reaches the recently viewed carousel")
        }
        harness.press(.character("i"))
        #expect(harness.screenText.contains("layouts/home-recent.json:"))
        #expect(harness.screenText.contains("$.modules[0].listing_carousel.listings[0]"))
    }

    @Test func whatTheBrowserBuiltHasNoJSONToShow() {
        let harness = Harness()
        harness.press(.character("4"))
        harness.press(.character("i"))
        #expect(!harness.screenText.contains("Inspect:"))
        #expect([.nothingFocused, .nothingToInspect, .builtByTheBrowser].contains(harness.browser.statusMessage), "\(harness.browser.statusMessage)")
    }
}
