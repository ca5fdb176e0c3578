@testable import FeedBrowserCore
import FeedInput
import Testing

/// The overlays feature on its own: which overlay shows, and what its keys ask for.
struct OverlaysTests {
    static let panel = Overlays.PanelSize(rows: 30, page: 10)

    @Test func helpClosesOnAnyKeyAndQStillQuits() {
        var overlays = Overlays(shown: .help)
        #expect(overlays.update(.character("x"), panel: Self.panel) == .handled)
        #expect(overlays.shown == nil)
        overlays.shown = .help
        #expect(overlays.update(.character("q"), panel: Self.panel) == .quit)
    }

    @Test func aPanelScrollsWithinItsRowsAndSaysWhichKeysItTakes() {
        var overlays = Overlays(shown: .diagnostics(offset: 0))
        _ = overlays.update(.pageDown, panel: Self.panel)
        #expect(overlays.shown == .diagnostics(offset: 10))
        _ = overlays.update(.end, panel: Self.panel)
        #expect(overlays.shown == .diagnostics(offset: 20), "the last page shows whole, never past the end")
        _ = overlays.update(.up, panel: Self.panel)
        #expect(overlays.shown == .diagnostics(offset: 19))
        #expect(overlays.update(.character("x"), panel: Self.panel) == .status(.problemsPanelKeys))
        #expect(overlays.update(.character("d"), panel: Self.panel) == .handled)
        #expect(overlays.shown == nil)
    }

    @Test func theSearchPromptTypesAndAsksForTheSearchOnEnter() {
        var overlays = Overlays(shown: .searchPrompt(""))
        for character in "mugs" { _ = overlays.update(.character(character), panel: Self.panel) }
        _ = overlays.update(.backspace, panel: Self.panel)
        #expect(overlays.shown == .searchPrompt("mug"))
        #expect(overlays.update(.enter, panel: Self.panel) == .search("mug"))
        #expect(overlays.shown == nil)
        overlays.shown = .searchPrompt("")
        #expect(overlays.update(.enter, panel: Self.panel) == .status(.searchCancelled), "an empty search is no search")
    }

    @Test func onlyYConfirmsTheCheckout() {
        var overlays = Overlays(shown: .confirmCheckout)
        #expect(overlays.update(.character("n"), panel: Self.panel) == .status(.checkoutCancelled))
        overlays.shown = .confirmCheckout
        #expect(overlays.update(.character("y"), panel: Self.panel) == .checkOut)
        #expect(overlays.shown == nil)
    }

    @Test func anInspectPanelFillsInOnlyWhileItIsAwaited() {
        var overlays = Overlays(shown: .inspector(InspectorPanel(title: "card", lines: ["Reading …"], isPending: true), offset: 0))
        #expect(overlays.awaitsInspection)
        let read = InspectorPanel(title: "card", lines: ["json"])
        overlays.fill(read)
        #expect(overlays.shown == .inspector(read, offset: 0))
        overlays.shown = nil
        overlays.fill(read)
        #expect(overlays.shown == nil, "Esc before the document came leaves it unshown")
    }
}
