import FeedModel
import FeedRendering
import Synchronization
import Testing

/// Activation: the element being activated hands its action to the context's ActionHandler
/// as it is drawn, and no other element does.
struct ActivationTests {
    /// Keeps what a handler was given.
    final class Received: Sendable {
        let actions = Mutex<[Action]>([])
        var handler: ActionHandler { ActionHandler { action in self.actions.withLock { $0.append(action) } } }
        var all: [Action] { actions.withLock { $0 } }
    }

    private func activate(_ element: Int, in module: Module) -> [Action] {
        let received = Received()
        _ = FeedRenderer(theme: .mono).render(module, width: 80, activating: ElementID(module: 0, element: element), actionHandler: received.handler)
        return received.all
    }

    @Test func activatingAButtonHandsOverItsActionOnce() throws {
        let module = Module(id: "deals", type: "deals_for_you", payload: DealsForYou.Previews.standard)
        let hotspots = FeedRenderer(theme: .mono).render(module, width: 80).hotspots
        let button = try #require(hotspots.first { $0.action == Button.Previews.applyCoupon.action })
        #expect(activate(button.element.element, in: module) == [Button.Previews.applyCoupon.action])
    }

    @Test func ordinaryDrawingHandsOverNothing() {
        let received = Received()
        let module = Module(id: "deals", type: "deals_for_you", payload: DealsForYou.Previews.standard)
        _ = FeedRenderer(theme: .mono).render(module, width: 80, focus: ElementID(module: 0, element: 0), actionHandler: received.handler)
        #expect(received.all.isEmpty)
    }

    @Test func everyElementOfACarouselHandsOverItsOwnAction() {
        let module = Module(id: "picks", type: "listing_carousel", payload: ListingCarousel.Previews.picks)
        let hotspots = FeedRenderer(theme: .mono).render(module, width: 80).hotspots
        #expect(hotspots.count > 1)
        for hotspot in hotspots {
            #expect(activate(hotspot.element.element, in: module) == [hotspot.action].compactMap { $0 })
        }
    }
}
