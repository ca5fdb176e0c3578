@testable import FeedBrowserCore
import FeedInput
import Testing

/// The features that act on the whole browser, and the root itself, driven exhaustively: each
/// step states the whole next state and every effect.
struct RootFeaturesTests {
    /// A browser that has asked for Home and Deals, which have not come.
    static func started() -> BrowserState {
        var browser = BrowserState(width: 80, height: 24)
        _ = browser.start()
        return browser
    }

    /// What `start()` asks for: Home, Deals and the kept state, none of which has come.
    static var startEffects: [Effect] {
        var browser = BrowserState(width: 80, height: 24)
        return browser.start()
    }

    @Test func theRootSetsTheStatusFromWhatTheFeaturesSay() {
        var store = BrowserTestStore(browser: Self.started(), started: Self.startEffects)
        store.send(.notice("Saved"), []) {
            $0.statusMessage = .notice("Saved")
            // After every event, the impressions feature looks at the screen in view: Home,
            // still loading, so nothing is seen on it yet.
            $0.impressions.visiting = $0.screen.id
        }
        store.send(.input(.key(.character("?"))), []) { $0.overlays.shown = .help }
        // Help closes on any key, and says nothing of it: the status line stays.
        store.send(.input(.key(.character("x"))), []) { $0.overlays.shown = nil }
        store.send(.input(.key(.character("z"))), []) { $0.statusMessage = .noCommand("z") }
        store.send(.input(.key(.character("q"))), [.quit]) { $0.isFinished = true }
    }

    @Test func keysAskForTheStepsTheyNameAndAnUnknownOneSaysSo() {
        var store = TestStore(KeysFeature.self, state: Overlays())
        let panel = Overlays.PanelSize(rows: 0, page: 10)
        store.send(.press(.character("/"), panel: panel), Outcome(asks: [.show(.searchPrompt(""))]))
        store.send(.press(.down, panel: panel), Outcome(asks: [.focus(.down)]))
        store.send(.press(.enter, panel: panel), Outcome(asks: [.activateFocused]))
        store.send(.press(.character("4"), panel: panel), Outcome(asks: [.go(.switchTab(.cart))]))
        store.send(.press(.character("+"), panel: panel), Outcome(asks: [.cartKey("+")]))
        store.send(.press(.character("q"), panel: panel), Outcome(asks: [.quit]))
        store.send(.press(.character("z"), panel: panel), .status(.noCommand("z")))
    }

    @Test func anOverlayTakesTheKeysWhileItShowsAndQQuitsFromHelp() {
        var store = BrowserTestStore(browser: Self.started(), started: Self.startEffects)
        store.send(.input(.key(.character("/"))), []) {
            $0.overlays.shown = .searchPrompt("")
            $0.impressions.visiting = $0.screen.id
        }
        store.send(.input(.key(.escape)), []) {
            $0.overlays.shown = nil
            $0.statusMessage = .searchCancelled
        }
        store.send(.input(.key(.character("d"))), []) { $0.overlays.shown = .diagnostics(offset: 0) }
        store.send(.input(.key(.character("x"))), []) { $0.statusMessage = .problemsPanelKeys }
        store.send(.input(.key(.character("d"))), []) { $0.overlays.shown = nil }
        store.send(.input(.key(.character("?"))), []) { $0.overlays.shown = .help }
        store.send(.input(.key(.character("q"))), [.quit]) {
            $0.overlays.shown = nil
            $0.isFinished = true
        }
    }

    @Test func theSearchPromptsEnterHandsTheSearchToTheHostFirst() {
        var store = BrowserTestStore(browser: Self.started(), started: Self.startEffects)
        store.send(.input(.key(.character("/"))), []) {
            $0.overlays.shown = .searchPrompt("")
            $0.impressions.visiting = $0.screen.id
        }
        store.send(.input(.key(.character("m"))), []) { $0.overlays.shown = .searchPrompt("m") }
        store.send(.input(.key(.enter)), [.perform(.search(query: "m"))]) { $0.overlays.shown = nil }
    }

    @Test func theCartsKeysSayWhereTheyWork() {
        var store = TestStore(CartFeature.self, state: ShopperState())
        store.send(.key("o", on: CartFeature.Target(onCart: false, listing: nil)), .status(.checkoutFromCart))
        store.send(.key("+", on: CartFeature.Target(onCart: false, listing: nil)), .status(.noCommand("+")))
        store.send(.key("o", on: CartFeature.Target(onCart: true, listing: nil)), .status(.cartEmpty))
    }

    @Test func enterWithNothingFocusedAndFWithNoListingSaySo() {
        let browser = Self.started()
        var store = TestStore(ActionsFeature.self, state: browser.screens)
        store.send(.activateFocused(browser.layout(in: .tests)), .status(.nothingFocused))
        store.send(.favoriteFocused, .status(.notAListing))
        store.send(.answered(.openURL(url: "https://example.com"), .notHandled, kept: KeptState()), .status(.link("https://example.com")))
        store.send(.answered(.toggleFavorite(listingID: 9), .handled(message: nil), kept: KeptState()), .status(.done(actionType: "toggle_favorite")))
    }

    @Test func reloadingAScreenWithoutADocumentSaysThereIsNothingToReload() {
        var browser = Self.started()
        _ = browser.go(.push(Screen(id: browser.navigation.newScreenID(), kind: .search("mug"), title: "Search: mug", modules: [])), in: .tests)
        var store = TestStore(LoadingFeature.self, state: browser.screens)
        store.send(.reload, .status(.nothingToReload))
        store.send(.pagesNearTheEnd, .none)
    }
}
