@testable import FeedBrowserCore
import FeedBrowser
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// The whole browser, exhaustively: each step states the whole next state and every effect,
/// and every effect with a result is received, its result fed back as the runtime would
/// (`BrowserTestStore`): loads, pages, deferred modules, pictures and the cart.
struct WholeBrowserTests {
    static let card = #"{"listing_id": 7, "title": "Mug", "price": {"amount": 1800, "divisor": 100, "currency_code": "EUR"}}"#
    static let source = MemorySource(files: [
        "home.json": #"{"modules": [{"type": "section_header", "id": "hello", "section_header": {"title": "Hello"}}, {"type": "listing_grid", "id": "grid", "listing_grid": {"header": {"title": "Picks"}, "listings": [\#(card)]}}], "next_page": "home-2.json"}"#,
        "home-2.json": #"{"modules": [{"type": "deferred", "id": "later", "deferred": {"path": "part.json", "title": "Later"}}]}"#,
        "part.json": #"[{"type": "hero_banner", "id": "hero", "hero_banner": {"title": "Hero", "image": {"url": "hero.png", "alt_text": "A hero"}}}]"#,
    ])

    /// A browser at 60×16 that has asked for Home, Deals and the kept state.
    static func started() -> (BrowserState, [Effect]) {
        var browser = BrowserState(width: 60, height: 16)
        let effects = browser.start()
        return (browser, effects)
    }

    @Test func startingAsksForHomeDealsAndTheKeptState() {
        let (browser, effects) = Self.started()
        #expect(effects == [
            .load(LoadRequest(id: LoadID(value: 1), path: "home.json")),
            .load(LoadRequest(id: LoadID(value: 2), path: "deals.json")),
            .loadState,
        ])
        #expect(browser.isLoading)
    }

    /// A load the browser asks for, as it names it.
    static func load(_ id: Int, _ path: String, isScreen: Bool = true) -> Effect {
        var request = LoadRequest(id: LoadID(value: id), path: path)
        request.isScreen = isScreen
        return .load(request)
    }

    static func impression(_ id: String, _ type: String, _ feed: String = "home.json") -> Effect {
        .record(Impression(moduleID: id, moduleType: type, feed: feed))
    }

    @Test func homeArrivesItsNextPageAndItsDeferredPartFollowAndItsPictureIsAskedFor() {
        let pictures = PictureLoadingTests.HeldPictures()
        let environment = BrowserEnvironment(sourceName: "test", theme: .mono, clock: { Date(timeIntervalSince1970: 1_795_000_000) }, pictures: pictures)
        let (browser, effects) = Self.started()
        var store = BrowserTestStore(browser: browser, started: effects, environment: environment)
        let home = Self.source.load("home.json")
        let homeID = browser.screen.id
        let nextPage = "next-page:home-2.json"
        // Home fills its screen; its next page is within a screen of the end, so it is asked
        // for at once; the header and the grid are seen.
        store.receive(effects[0], .loaded(LoadID(value: 1), home), [Self.load(3, "home-2.json", isScreen: false), Self.impression("hello", "section_header"), Self.impression("grid", "listing_grid")]) { state in
            _ = state.screens.navigation.loads.finish(LoadID(value: 1))
            _ = state.screens.navigation.loads.start("home-2.json", for: .slot(homeID, key: nextPage))
            state.screens.catalogue.remember(home?.modules ?? [])
            state.screens.navigation.update(homeID) { screen in
                screen.isLoading = false
                screen.pagesSeen = ["home.json", "home-2.json"]
                screen.slots[nextPage] = Slot(kind: .nextPage, path: "home-2.json", state: .loading)
                var modules = home?.modules ?? []
                modules.append(Module(id: nextPage, type: ModuleType.deferred.name, payload: Deferred(path: "home-2.json", title: "the next page", minHeight: 1)))
                screen.show(modules, documents: [DocumentSpan(range: 0..<2, path: "home.json")])
                screen.focus = ElementID(module: 1, element: 0)
            }
            state.impressions = Impressions(visiting: homeID, made: ["hello", "grid"])
        }
        #expect(store.lines.contains { $0.contains("Mug") })
        // The next page takes its placeholder's place; its deferred module asks for its part.
        let page = Self.source.load("home-2.json")
        store.receive(Self.load(3, "home-2.json", isScreen: false), .loaded(LoadID(value: 3), page), [Self.load(4, "part.json", isScreen: false)]) { state in
            _ = state.screens.navigation.loads.finish(LoadID(value: 3))
            _ = state.screens.navigation.loads.start("part.json", for: .slot(homeID, key: "later"))
            state.screens.navigation.update(homeID) { screen in
                screen.slots[nextPage] = nil
                screen.slots["later"] = Slot(kind: .deferred, path: "part.json", state: .loading, chain: ["home-2.json", "part.json"])
                screen.deferredNamed = 1
                var modules = home?.modules ?? []
                modules.append(contentsOf: page?.modules ?? [])
                screen.show(modules, documents: [DocumentSpan(range: 0..<2, path: "home.json"), DocumentSpan(range: 2..<3, path: "home-2.json")])
            }
        }
        // The part's banner takes the deferred module's place, below the screen, and its
        // picture is asked for: it is within a screen of the viewport.
        let part = Self.source.load("part.json")
        store.receive(Self.load(4, "part.json", isScreen: false), .loaded(LoadID(value: 4), part), [.loadPicture(PictureRequest(id: LoadID(value: 5), url: "hero.png"))]) { state in
            _ = state.screens.navigation.loads.finish(LoadID(value: 4))
            _ = state.screens.navigation.loads.startPicture("hero.png", for: homeID)
            state.screens.navigation.update(homeID) { screen in
                screen.slots["later"] = nil
                var modules = home?.modules ?? []
                modules.append(contentsOf: part?.modules ?? [])
                screen.show(modules, documents: [DocumentSpan(range: 0..<2, path: "home.json"), DocumentSpan(range: 2..<3, path: "part.json")])
            }
        }
        // The picture arrives, kept where drawing reads it, as the runtime keeps it: nothing
        // to say, and it is not asked for again.
        pictures.held.withLock { _ = $0.insert("hero.png") }
        store.receive(.loadPicture(PictureRequest(id: LoadID(value: 5), url: "hero.png")), .pictureLoaded(LoadID(value: 5), problem: nil), []) { state in
            _ = state.screens.navigation.loads.finish(LoadID(value: 5))
        }
        store.finish(dropping: [effects[1], .loadState])
    }

    @Test func aCardOpensItsListingBuiltFromTheCardAndItsButtonPutsItInTheCart() throws {
        let (browser, effects) = Self.started()
        var store = BrowserTestStore(browser: browser, started: effects)
        let homeID = browser.screen.id
        let onlyHome = MemorySource(files: ["home.json": #"{"modules": [{"type": "listing_grid", "id": "grid", "listing_grid": {"header": {"title": "Picks"}, "listings": [\#(Self.card)]}}]}"#])
        let home = onlyHome.load("home.json")
        let card = try #require(home?.modules.first?.payload.listings.first)
        store.receive(effects[0], .loaded(LoadID(value: 1), home), [Self.impression("grid", "listing_grid")]) { state in
            _ = state.screens.navigation.loads.finish(LoadID(value: 1))
            state.screens.catalogue.remember(home?.modules ?? [])
            state.screens.navigation.update(homeID) { screen in
                screen.isLoading = false
                screen.pagesSeen = ["home.json"]
                screen.show(home?.modules ?? [], documents: [DocumentSpan(range: 0..<1, path: "home.json")])
                screen.focus = ElementID(module: 0, element: 0)
            }
            state.impressions = Impressions(visiting: homeID, made: ["grid"])
        }
        // Enter hands the card's action to the host, which leaves it to the browser.
        store.send(.input(.key(.enter)), [.perform(.openListing(listingID: 7))])
        let listingID = ScreenID(value: 5)
        store.receive(.perform(.openListing(listingID: 7)), .answered(.openListing(listingID: 7), .notHandled), [Self.load(3, "listings/7.json")]) { state in
            var screen = Screen(id: listingID, kind: .listing(7), title: "Mug")
            screen.isLoading = true
            _ = state.screens.navigation.newScreenID()
            _ = state.screens.navigation.loads.start("listings/7.json", for: .screen(listingID))
            state.screens.navigation.stack.append(screen)
            state.statusMessage = .loading(title: "Mug")
            state.impressions = Impressions(visiting: listingID, made: [])
        }
        // The source has no document for it: its screen is built from the card.
        store.receive(Self.load(3, "listings/7.json"), .loaded(LoadID(value: 3), nil), [Self.impression("listing-7", "listing_detail", "listings/7.json")]) { state in
            _ = state.screens.navigation.loads.finish(LoadID(value: 3))
            state.screens.navigation.update(listingID) { screen in
                screen.isLoading = false
                screen.show([Screens.detailModule(for: card)])
                screen.focus = ElementID(module: 0, element: 0)
            }
            state.statusMessage = .builtFromCard(title: "Mug", listingID: 7)
            state.impressions.made = ["listing-7"]
        }
        // Focus starts on its heart; the next stop down is "Add to cart".
        store.send(.input(.key(.down)), []) { state in
            state.screens.navigation.update(listingID) { $0.focus = ElementID(module: 0, element: 1) }
        }
        // The card it was selected on is noted: its price is the one the cart charges.
        store.send(.input(.key(.enter)), [.perform(.addToCart(listingID: 7, quantity: 1))]) { state in
            state.screens.cardsSelected[7] = card
        }
        // The browser adds it at the card's price and saves that; the Cart is built again.
        store.receive(.perform(.addToCart(listingID: 7, quantity: 1)), .answered(.addToCart(listingID: 7, quantity: 1), .notHandled), [.save(.addToCart(card, 1))]) { state in
            _ = state.shopper.addToCart(card, 1)
            state.statusMessage = .addedToCart(title: "Mug", added: 1, inCart: 1)
            for (tab, id) in [(Tab.favorites, 6), (.cart, 7)] {
                _ = state.screens.navigation.newScreenID()
                let modules = tab == .cart ? BuiltScreen.cart(of: state.shopper, shopNames: [:]) : BuiltScreen.favorites([], follows: [:])
                let fresh = Screen(id: ScreenID(value: id), kind: tab == .cart ? .cart : .favorites, title: tab == .cart ? "Cart" : "Favorites", modules: FeedModules(modules))
                state.screens.navigation.stacks[tab] = [fresh]
            }
        }
        #expect(store.state.cartCount == 1)
        store.finish(dropping: [effects[1], .loadState])
    }
}
