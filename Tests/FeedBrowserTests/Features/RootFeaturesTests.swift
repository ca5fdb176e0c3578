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

    @Test func theRootSetsTheStatusFromWhatTheFeaturesSay() {
        var store = TestStore(browser: Self.started())
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

    @Test func keysOpenOverlaysAndQQuitsFromHelp() {
        var store = TestStore(KeysFeature.self, state: Self.started())
        store.send(.character("/"), .none) { $0.overlays.shown = .searchPrompt("") }
        store.send(.escape, .status(.searchCancelled)) { $0.overlays.shown = nil }
        store.send(.character("d"), .none) { $0.overlays.shown = .diagnostics(offset: 0) }
        store.send(.character("x"), .status(.problemsPanelKeys))
        store.send(.character("d"), .none) { $0.overlays.shown = nil }
        store.send(.character("?"), .none) { $0.overlays.shown = .help }
        store.send(.character("q"), .none) {
            $0.overlays.shown = nil
            $0.isFinished = true
        }
    }

    @Test func theSearchPromptsEnterHandsTheSearchToTheHostFirst() {
        var store = TestStore(KeysFeature.self, state: Self.started())
        store.send(.character("/"), .none) { $0.overlays.shown = .searchPrompt("") }
        store.send(.character("m"), .none) { $0.overlays.shown = .searchPrompt("m") }
        store.send(.enter, Outcome([.perform(.search(query: "m"))])) { $0.overlays.shown = nil }
    }

    @Test func theCartsKeysSayWhereTheyWork() {
        var store = TestStore(CartFeature.self, state: Self.started())
        store.send(.key("o"), .status(.checkoutFromCart))
        store.send(.key("+"), .status(.noCommand("+")))
        var onCart = Self.started()
        _ = onCart.go(.switchTab(.cart), in: .tests)
        store = TestStore(CartFeature.self, state: onCart)
        store.send(.key("o"), .status(.cartEmpty))
    }

    @Test func enterWithNothingFocusedAndFWithNoListingSaySo() {
        var store = TestStore(ActionsFeature.self, state: Self.started())
        store.send(.activateFocused, .status(.nothingFocused))
        store.send(.favoriteFocused, .status(.notAListing))
        store.send(.answered(.openURL(url: "https://example.com"), .notHandled), .status(.link("https://example.com")))
        store.send(.answered(.toggleFavorite(listingID: 9), .handled(message: nil)), .status(.done(actionType: "toggle_favorite")))
    }

    @Test func reloadingAScreenWithoutADocumentSaysThereIsNothingToReload() {
        var browser = Self.started()
        _ = browser.go(.push(Screen(id: browser.navigation.newScreenID(), kind: .search("mug"), title: "Search: mug", modules: [])), in: .tests)
        var store = TestStore(LoadingFeature.self, state: browser.screens)
        store.send(.reload, .status(.nothingToReload))
        store.send(.pagesNearTheEnd, .none)
    }
}
