import FeedBrowserCore
import FeedInput
import Testing

/// The status line as a value: update sets a `StatusMessage`, tests assert it, and its words are
/// checked here, once.
struct StatusMessageTests {
    @Test func eachMessageIsWordedInOnePlace() {
        #expect(StatusMessage.hint.text == "Press ? for keys")
        #expect(StatusMessage.favorite(title: "Mug", isFavorite: true).text == "♥ Mug added to favorites")
        #expect(StatusMessage.favorite(title: "Mug", isFavorite: false).text == "♡ Mug removed from favorites")
        #expect(StatusMessage.searchResults(query: "mug", count: 0).text == "No matches for “mug”")
        #expect(StatusMessage.searchResults(query: "mug", count: 1).text == "1 match for “mug”")
        #expect(StatusMessage.reloaded(title: "Home", problems: 2).text == "Reloaded Home · 2 problems")
        #expect(StatusMessage.orderPlaced(items: 1, totals: "$48.00").text.hasPrefix("Order placed: 1 item, $48.00"))
    }

    @Test func updateSetsTypedMessages() {
        let harness = Harness()
        harness.press(.character("2"))
        #expect(harness.browser.statusMessage == .showing(title: "Deals"))
        harness.press(.escape)
        #expect(harness.browser.statusMessage == .alreadyAtTop(tab: "Deals"))
        harness.press(.character("z"))
        #expect(harness.browser.statusMessage == .noCommand("z"))
        harness.press(.character("/"), .enter)
        #expect(harness.browser.statusMessage == .searchCancelled)
    }
}
