import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// `update` driven by events alone: loads leave as effects and come back as events, and nothing
/// waits for them.
struct UpdateTests {
    static let home = #"{"title": "Home", "modules": [{"type": "listing_carousel", "id": "picks", "listing_carousel": {"header": {"title": "Picks"}, "listings": [{"listing_id": 7, "title": "Oak spoon", "price": {"amount": 900, "divisor": 100, "currency_code": "USD"}}]}}]}"#
    static let source = MemorySource(files: ["home.json": home, "deals.json": #"{"modules": []}"#])

    @Test func startAsksForHomeAndDealsAndShowsThatItIsLoading() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        #expect(driver.pendingLoads.map(\.path) == ["home.json", "deals.json"])
        #expect(driver.state.isLoading)
        #expect(driver.screenText.contains("Loading Home…"))
        #expect(driver.screenText.contains("⋯ 2 loading"))
    }

    @Test func theWholeNextStateCanBeComparedWithEquals() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        let loaded = driver.state
        driver.press(.character("?"))
        #expect(driver.state != loaded, "help is open")
        driver.press(.character("x"))
        #expect(driver.state == loaded, "any key closes help, and nothing else changed")
        driver.press(.character("2"))
        #expect(driver.state != loaded, "Deals shows")
        driver.press(.character("1"))
        #expect(driver.state.activeTab == .home)
    }

    @Test func keysTabsAndQWorkBeforeAnyLoadHasAnswered() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.press(.character("2"))
        #expect(driver.state.activeTab == .deals)
        #expect(driver.screenText.contains("Loading Deals…"))
        driver.press(.character("q"))
        #expect(driver.effects == [.quit])
        #expect(driver.state.isFinished)
    }

    @Test func aLoadedResultFillsItsScreen() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        #expect(!driver.state.isLoading)
        #expect(driver.screenText.contains("Picks"))
        #expect(driver.state.focus == ElementID(module: 0, element: 0))
    }

    @Test func enterAsksTheHostAndTheBrowserActsOnlyWhenItDidNotHandleIt() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        driver.press(.enter)
        #expect(driver.performed == [.openListing(listingID: 7)])
        #expect(driver.state.breadcrumb == ["Home"], "nothing happens before the host answers")
        driver.send(.answered(.openListing(listingID: 7), .handled(message: "The host opened it")))
        #expect(driver.state.breadcrumb == ["Home"])
        #expect(driver.state.statusMessage == .host("The host opened it"))
        driver.send(.answered(.openListing(listingID: 7), .notHandled))
        #expect(driver.state.breadcrumb == ["Home", "Oak spoon"])
        #expect(driver.pendingLoads.map(\.path) == ["listings/7.json"])
    }

    @Test func aResultForAScreenTheReaderHasLeftIsDropped() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        driver.send(.answered(.openListing(listingID: 7), .notHandled))
        driver.press(.escape)
        #expect(driver.state.breadcrumb == ["Home"])
        let before = driver.lines.dropLast()
        driver.answer("listings/7.json", with: FeedDecoder().decode(Data(#"{"modules": []}"#.utf8)))
        #expect(driver.state.breadcrumb == ["Home"])
        #expect(driver.lines.dropLast() == before, "only the status line's count of loads changes")
        #expect(driver.state.loadsInFlight == 0)
    }

    @Test func aHostScreenIsPushedWithItsModules() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        let module = Module(type: "section_header", payload: SectionHeader(header: Header(title: "The host's own screen")))
        driver.send(.answered(.openListing(listingID: 7), .show(HostScreen(title: "Mine", modules: [module], message: "Shown by the host"))))
        #expect(driver.state.breadcrumb == ["Home", "Mine"])
        #expect(driver.screenText.contains("The host's own screen"))
        #expect(driver.state.statusMessage == .host("Shown by the host"))
    }

    @Test func anUnknownActionTheHostDidNotHandleIsInert() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        driver.send(.answered(.custom(type: "share_listing", payload: .object([:])), .notHandled))
        #expect(driver.state.statusMessage == .cannotPerform(actionType: "share_listing"))
    }

    @Test func aSlowLoadShowsLoadingWhileTheOtherTabWorks() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.answer("deals.json", with: Self.source.load("deals.json"))
        driver.press(.character("2"))
        #expect(!driver.state.isLoading)
        driver.press(.character("1"))
        #expect(driver.screenText.contains("Loading Home…"))
        #expect(driver.screenText.contains("⋯ 1 loading"))
    }
}
