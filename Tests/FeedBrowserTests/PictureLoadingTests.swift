import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Synchronization
import Testing

/// Pictures as effects of the core: asked for when they come near the screen, once, and what
/// failed listed with the screen's problems.
struct PictureLoadingTests {
    /// Holds the pictures a test says have loaded; draws none.
    final class HeldPictures: PictureProvider {
        let held = Mutex<Set<String>>([])
        func picture(for url: String, columns: Int, rows: Int) -> CellPicture? { nil }
        func holds(_ url: String) -> Bool { held.withLock { $0.contains(url) } }
    }

    static func banner(_ url: String) -> String {
        #"{"type": "hero_banner", "hero_banner": {"title": "Banner \#(url)", "image": {"url": "\#(url)", "alt_text": "A picture"}}}"#
    }

    /// A banner at the top, 60 headers, and a banner at the end, far below the first screen.
    static let source: MemorySource = {
        let headers = (0..<60).map { #"{"type": "section_header", "section_header": {"title": "Heading \#($0)"}}"# }
        let home = #"{"modules": [\#(banner("top.png")), \#(headers.joined(separator: ",")), \#(banner("end.png"))]}"#
        return MemorySource(files: ["home.json": home, "deals.json": #"{"modules": []}"#])
    }()

    @Test func onlyThePicturesNearTheScreenAreAskedForAndEachOnce() {
        let pictures = HeldPictures()
        let driver = Harness(source: Self.source, pictures: pictures, answers: .whenAsked)
        driver.loadAll()
        #expect(driver.state.loadsInFlight == 1, "top.png, asked for when Home arrived")
        driver.press(.down)
        #expect(driver.pictureRequests.isEmpty, "asked for once")
        driver.press(.end)
        #expect(driver.pictureRequests.map(\.url) == ["end.png"], "scrolling brings the last banner near")
    }

    /// A picture still loading when the reader scrolls far past it is cancelled, so its bytes
    /// go back at once; it is asked for again when it comes near, and a late answer of the
    /// cancelled load changes nothing.
    @Test func aPictureScrolledFarAwayWhileItLoadsIsCancelledAndAskedForAgainWhenNear() throws {
        let driver = Harness(source: Self.source, pictures: HeldPictures(), answers: .whenAsked)
        driver.send(.loaded(try #require(driver.pendingLoads.first { $0.path == "home.json" }).id, Self.source.load("home.json")))
        let top = try #require(driver.pictureRequests.first)
        #expect(top.url == "top.png")
        driver.press(.end)
        let end = try #require(driver.pictureRequests.first)
        #expect(end.url == "end.png")
        #expect(driver.effects.contains(.cancel(top.id)), "\(driver.effects)")
        #expect(driver.state.loadsInFlight == 2, "deals.json and end.png; top.png no more")
        driver.send(.pictureLoaded(top.id, problem: "cancelled"))
        driver.press(.character("d"))
        #expect(!driver.screenText.contains("FT402"), "a cancelled load is not a problem")
        driver.press(.escape)
        driver.press(.home)
        #expect(driver.pictureRequests.map(\.url) == ["top.png"], "asked for again once near")
        #expect(driver.effects.contains(.cancel(end.id)), "and end.png, now far, is cancelled in turn")
    }

    @Test func aPictureThatFailsIsListedWithTheScreensProblems() throws {
        let pictures = HeldPictures()
        let driver = Harness(source: Self.source, pictures: pictures, answers: .whenAsked)
        driver.send(.loaded(try #require(driver.pendingLoads.first { $0.path == "home.json" }).id, Self.source.load("home.json")))
        let request = try #require(driver.pictureRequests.first)
        pictures.held.withLock { _ = $0.insert(request.url) }
        driver.send(.pictureLoaded(request.id, problem: "not a PNG, JPEG, GIF or WebP picture"))
        #expect(driver.state.diagnostics.isEmpty, "the document itself is fine")
        driver.press(.character("d"))
        #expect(driver.screenText.contains("picture 'top.png' is not shown: not a PNG, JPEG, GIF or WebP"))
        #expect(driver.screenText.contains("FT402"))
    }

    /// r retried a screen's failed parts but never its failed pictures: a picture host that
    /// was down stayed a placeholder until the browser was started again.
    @Test func reloadAsksAgainForAPictureThatFailed() throws {
        let driver = Harness(source: Self.source, pictures: HeldPictures(), answers: .whenAsked)
        driver.send(.loaded(try #require(driver.pendingLoads.first { $0.path == "home.json" }).id, Self.source.load("home.json")))
        let request = try #require(driver.pictureRequests.first)
        driver.send(.pictureLoaded(request.id, problem: "GET top.png failed: 503 Service Unavailable"))
        driver.press(.down)
        #expect(driver.pictureRequests.isEmpty, "a failed picture is not asked for on every key")
        driver.press(.character("r"))
        driver.loadAll()
        #expect(driver.pictureRequests.map(\.url) == ["top.png"], "asked for again once Home is read again")
        driver.press(.character("d"))
        #expect(!driver.screenText.contains("FT402"), "its old problem is gone")
    }

    @Test func theLoadsOfAScreenLeftAreAbandoned() throws {
        let listing = #"{"modules": [\#(Self.banner("listing.png"))]}"#
        let source = MemorySource(files: ["home.json": #"{"modules": [{"type": "section_header", "section_header": {"title": "Shop", "action": {"type": "open_listing", "listing_id": 5}}}]}"#, "deals.json": "[]", "listings/5.json": listing])
        let driver = Harness(source: source, pictures: HeldPictures(), answers: .whenAsked)
        driver.loadAll()
        driver.press(.enter)
        // The host leaves it to the browser, which opens the listing.
        driver.send(.answered(.openListing(listingID: 5), .notHandled))
        driver.loadAll()
        let request = try #require(driver.pictureRequests.first)
        #expect(request.url == "listing.png")
        driver.press(.escape)
        #expect(driver.state.abandonedLoads == [request.id], "the runtime cancels it")
    }

    @Test func withoutPicturesNothingIsAskedFor() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        driver.press(.end)
        #expect(driver.pictureRequests.isEmpty)
        #expect(driver.state.loadsInFlight == 0)
    }
}
