@testable import FeedBrowserCore
import FeedInput
import Testing

/// The overlays feature on its own: which overlay shows, and what its keys ask for.
struct OverlaysTests {
    static let panel = Overlays.PanelSize(rows: 30, page: 10)

    static func key(_ key: Key) -> OverlayAction {
        .key(key, panel: panel)
    }

    @Test func helpClosesOnAnyKeyAndQStillQuits() {
        var store = TestStore(OverlaysFeature.self, state: Overlays(shown: .help))
        store.send(Self.key(.character("x")), .none) { $0.shown = nil }
        store.send(.show(.help), .none) { $0.shown = .help }
        store.send(Self.key(.character("q")), Outcome(asks: [.quit])) { $0.shown = nil }
    }

    @Test func aPanelScrollsWithinItsRowsAndSaysWhichKeysItTakes() {
        var store = TestStore(OverlaysFeature.self, state: Overlays(shown: .diagnostics(offset: 0)))
        store.send(Self.key(.pageDown), .none) { $0.shown = .diagnostics(offset: 10) }
        // The last page shows whole, never past the end.
        store.send(Self.key(.end), .none) { $0.shown = .diagnostics(offset: 20) }
        store.send(Self.key(.up), .none) { $0.shown = .diagnostics(offset: 19) }
        store.send(Self.key(.character("x")), .status(.problemsPanelKeys))
        store.send(Self.key(.character("d")), .none) { $0.shown = nil }
    }

    @Test func theSearchPromptTypesAndAsksForTheSearchOnEnter() {
        var store = TestStore(OverlaysFeature.self, state: Overlays(shown: .searchPrompt("")))
        for (index, character) in "mugs".enumerated() {
            store.send(Self.key(.character(character)), .none) { $0.shown = .searchPrompt(String("mugs".prefix(index + 1))) }
        }
        store.send(Self.key(.backspace), .none) { $0.shown = .searchPrompt("mug") }
        store.send(Self.key(.enter), Outcome(asks: [.search("mug")])) { $0.shown = nil }
        store.send(.show(.searchPrompt("")), .none) { $0.shown = .searchPrompt("") }
        // An empty search is no search.
        store.send(Self.key(.enter), .status(.searchCancelled)) { $0.shown = nil }
    }

    @Test func onlyYConfirmsTheCheckout() {
        var store = TestStore(OverlaysFeature.self, state: Overlays(shown: .confirmCheckout))
        store.send(Self.key(.character("n")), .status(.checkoutCancelled)) { $0.shown = nil }
        store.send(.show(.confirmCheckout), .none) { $0.shown = .confirmCheckout }
        store.send(Self.key(.character("y")), Outcome(asks: [.checkOut])) { $0.shown = nil }
    }

    @Test func anInspectPanelFillsInOnlyWhileItIsAwaited() {
        let pending = InspectorPanel(title: "card", lines: ["Reading …"], isPending: true)
        var store = TestStore(OverlaysFeature.self, state: Overlays(shown: .inspector(pending, offset: 0)))
        #expect(store.state.awaitsInspection)
        let read = InspectorPanel(title: "card", lines: ["json"])
        store.send(.inspected(read), .none) { $0.shown = .inspector(read, offset: 0) }
        store.send(.show(nil), .none) { $0.shown = nil }
        // Esc before the document came leaves it unshown.
        store.send(.inspected(read), .none)
    }
}
