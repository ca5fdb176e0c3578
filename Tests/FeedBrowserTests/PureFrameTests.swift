import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Synchronization
import Testing

/// `frame(in:)` changes nothing it is handed: what it measures and draws comes back in its
/// `BrowserFrame`, and only a runtime that keeps it there draws less the next time.
struct PureFrameTests {
    /// Counts the modules whose components are asked for: measured or drawn.
    final class Counter: Sendable {
        private let count = Mutex(0)
        func add() { count.withLock { count in count += 1 } }
        func reset() -> Int { count.withLock { count in defer { count = 0 }; return count } }
    }

    struct CountingRenderer: ModuleRenderer {
        let base: any ModuleRenderer
        let counter: Counter

        func focusPlan(for module: Module) -> FocusPlan { base.focusPlan(for: module) }

        func components(for module: Module, context: RenderContext) -> [any Component] {
            counter.add()
            return base.components(for: module, context: context)
        }
    }

    /// A browser's state with Home loaded from the bundled layouts, and an environment whose
    /// renderers count.
    static func browser(counter: Counter) -> (BrowserState, BrowserEnvironment) {
        var renderers = ModuleRendererRegistry()
        for type in ModuleRendererRegistry.standard.typeNames {
            renderers.register(type, CountingRenderer(base: ModuleRendererRegistry.standard.renderer(for: type), counter: counter))
        }
        let environment = BrowserEnvironment(sourceName: "layouts", theme: .mono, renderers: renderers, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        let source = DirectorySource(directory: repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath())
        var state = BrowserState(width: 80, height: 24)
        var effects = state.start()
        while let request = effects.lazy.compactMap({ if case .load(let request) = $0 { request } else { nil } }).first {
            effects.removeAll { $0 == .load(request) }
            effects += state.update(.loaded(request.id, source.load(request.path)), in: environment)
        }
        return (state, environment)
    }

    @Test func aFrameLeavesTheEnvironmentItIsHandedAsItWas() throws {
        let counter = Counter()
        let (state, environment) = Self.browser(counter: counter)
        _ = counter.reset()
        let first = state.frame(in: environment)
        let measuredFirst = counter.reset()
        #expect(measuredFirst > 0, "Home's modules are measured and drawn")
        // The same environment again: the first frame kept nothing in it, so all is done anew.
        let again = state.frame(in: environment)
        #expect(counter.reset() == measuredFirst)
        #expect(again.buffer == first.buffer)
    }

    @Test func theLayoutsAFrameReturnsSpareTheNextFrameItsWork() throws {
        let counter = Counter()
        var (state, environment) = Self.browser(counter: counter)
        environment.measures = state.frame(in: environment).measures
        _ = counter.reset()
        let kept = state.frame(in: environment)
        #expect(counter.reset() == 0, "nothing changed, so every module's drawing was kept")
        // And what was kept draws what drawing from nothing draws, after a key too.
        _ = state.update(.input(.key(.down)), in: environment)
        let fromKept = state.frame(in: environment)
        var fresh = environment
        fresh.measures = KeptMeasures()
        #expect(fromKept.buffer == state.frame(in: fresh).buffer)
        #expect(fromKept.buffer != kept.buffer, "↓ moved the focus")
    }

    /// The runtime's update hands back what it drew: the frame after a ↓ between a carousel's
    /// cards draws nothing anew. The update that keeps nothing leaves the frame to draw the
    /// module again.
    @Test func anUpdateThatHandsBackItsLayoutsSparesTheFrameItsDrawing() throws {
        let counter = Counter()
        var (state, environment) = Self.browser(counter: counter)
        // Focus on a card of Home's first carousel (below the search bar and the banner).
        _ = state.update(.input(.key(.down)), in: environment)
        _ = state.update(.input(.key(.down)), in: environment)
        let carousel = try #require(state.focus?.module)
        environment.measures = state.frame(in: environment).measures
        var kept = state
        var measures = environment.measures
        _ = kept.update(.input(.key(.right)), in: environment, measuring: &measures)
        #expect(kept.focus?.module == carousel, "→ stays in the carousel")
        var handedBack = environment
        handedBack.measures = measures
        _ = counter.reset()
        _ = kept.frame(in: handedBack)
        #expect(counter.reset() == 0, "the update drew the module with its new focus, and the frame found it")
        _ = state.update(.input(.key(.right)), in: environment)
        _ = state.frame(in: environment)
        #expect(counter.reset() > 0, "what the update drew went nowhere")
    }
}
