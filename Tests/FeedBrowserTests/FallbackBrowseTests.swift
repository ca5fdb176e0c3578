import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import Testing

/// The browser shows each reader what their app version and cohort are shown: a module's
/// fallback where they cannot be shown the module, with the fallback's own impressions and
/// focus, and an action their app does not know as inert.
struct FallbackBrowseTests {
    static let home = """
        {"modules": [
          {"type": "listing_grid", "id": "grid", "listing_grid": {"header": {"title": "New grid"}, "listings": [
            {"listing_id": 7, "title": "Mug", "price": {"amount": 1200, "divisor": 100, "currency_code": "USD"}, "action": {"type": "add_to_cart", "listing_id": 7}}]},
           "fallback": {"type": "section_header", "id": "grid-fallback", "section_header": {"title": "Update for the grid", "action": {"type": "open_feed", "feed": "deals"}}}}
        ]}
        """
    static func source(_ decoder: FeedDecoder) -> MemorySource {
        MemorySource(files: ["home.json": home, "deals.json": #"{"modules": []}"#], decoder: decoder)
    }
    static let since = TypeSince(["listing_grid": ClientVersion("5.0.0")!, "add_to_cart": ClientVersion("5.3.0")!])

    static func harness(_ version: String?, decoder: FeedDecoder = FeedDecoder()) -> (Harness, ActionRecorder) {
        let harness = Harness(source: source(decoder), cohort: Cohort(clientVersion: version.flatMap(ClientVersion.init), since: since))
        harness.send(.tick)
        return (harness, harness.recorder)
    }

    @Test(arguments: MemorySource.decoders)
    func anOldAppIsShownTheFallbackWithItsOwnImpressionAndFocus(_ decoder: FeedDecoder) {
        let (old, recorder) = Self.harness("4.8.0", decoder: decoder)
        #expect(old.screenText.contains("Update for the grid") && !old.screenText.contains("New grid"))
        #expect(recorder.recordedImpressions.map(\.moduleID) == ["grid-fallback"])
        #expect(recorder.recordedImpressions.first?.moduleType == "section_header")
        old.press(.tab)
        old.press(.enter)
        #expect(recorder.recorded == [.openFeed(feed: "deals")])
    }

    @Test(arguments: MemorySource.decoders)
    func aNewAppIsShownTheModule(_ decoder: FeedDecoder) {
        let (new, recorder) = Self.harness("5.0.0", decoder: decoder)
        #expect(new.screenText.contains("New grid") && !new.screenText.contains("Update for the grid"))
        #expect(recorder.recordedImpressions.map(\.moduleID) == ["grid"])
    }

    @Test func anActionTheAppDoesNotKnowIsInertAndNeverReachesTheHost() {
        let (app, recorder) = Self.harness("5.0.0")
        app.press(.tab)
        app.press(.enter)
        #expect(recorder.recorded.isEmpty)
        #expect(app.browser.statusMessage == .notInClientVersion(actionType: "add_to_cart", version: "5.0.0"))
        let (latest, latestRecorder) = Self.harness(nil)
        latest.press(.tab)
        latest.press(.enter)
        #expect(latestRecorder.recorded == [.addToCart(listingID: 7, quantity: 1)])
    }
}
