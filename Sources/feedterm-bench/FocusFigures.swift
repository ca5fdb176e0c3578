import FeedBrowser
import FeedBrowserCore
import FeedModel
import FeedRendering
import Foundation
import Synchronization

/// What one ↓ costs in drawing: modules drawn for the key and its frame, on a feed of a
/// carousel above 100,000 modules with nothing to focus, against the modules on screen after it.
struct FocusFigures {
    /// Modules drawn for one ↓ from the carousel's card, update and frame together. Measuring
    /// a module's height is not drawing it: only a module's first component drawn counts.
    let focusMoveRenders: Int
    /// Modules on screen after the ↓: the headers whose titles the frame shows, and the
    /// carousel if it still does.
    let onScreenRenders: Int

    static func measure(layouts: URL) throws -> FocusFigures {
        let counter = Counter()
        var renderers = ModuleRendererRegistry()
        for type in ModuleRendererRegistry.standard.typeNames {
            renderers.register(type, CountingRenderer(base: ModuleRendererRegistry.standard.renderer(for: type), counter: counter))
        }
        let (carousel, carouselTitle) = try carouselModule(layouts: layouts)
        let headers = (0..<100_000).map { #"{"type": "section_header", "section_header": {"title": "Heading \#($0)"}}"# }
        let home = Data(#"{"modules": [\#(carousel), \#(headers.joined(separator: ","))]}"#.utf8)
        let source = MemorySource(files: ["home.json": home, "deals.json": Data("[]".utf8)])
        var environment = BrowserEnvironment(sourceName: "bench", renderers: renderers, clock: { Date() })
        var state = BrowserState(width: 120, height: 40)
        var effects = state.start()
        // The loads the browser asks for, answered from memory, until it asks for none.
        while let request = effects.lazy.compactMap({ if case .load(let request) = $0 { request } else { nil } }).first {
            effects.removeAll { $0 == .load(request) }
            effects += state.update(.loaded(request.id, source.answer(request)), in: environment)
        }
        environment.measures = state.frame(in: environment).measures
        guard state.focus?.module == 0 else { throw BenchError("expected focus on the carousel above the headers") }
        counter.reset()
        // As the runtime does it: the update hands back what it drew, for the frame.
        var measures = environment.measures
        _ = state.update(.input(.key(.down)), in: environment, measuring: &measures)
        environment.measures = measures
        let frame = state.frame(in: environment).buffer
        let rendered = counter.reset()
        let lines = (0..<frame.height).map(frame.line)
        let onScreen = lines.count { $0.contains("Heading ") } + (lines.contains { $0.contains(carouselTitle) } ? 1 : 0)
        guard onScreen > 2 else { throw BenchError("expected headers on screen after ↓; found \(onScreen) modules") }
        return FocusFigures(focusMoveRenders: rendered, onScreenRenders: onScreen)
    }

    /// The bundled Home's first listing carousel, as JSON, and its header's title.
    private static func carouselModule(layouts: URL) throws -> (json: String, title: String) {
        let home = try JSONSerialization.jsonObject(with: Data(contentsOf: layouts.appendingPathComponent("home.json"))) as? [String: Any]
        let modules = home?["modules"] as? [[String: Any]] ?? []
        guard let carousel = modules.first(where: { $0["type"] as? String == "listing_carousel" }),
              let title = ((carousel["listing_carousel"] as? [String: Any])?["header"] as? [String: Any])?["title"] as? String else {
            throw BenchError("the bundled Home has no listing_carousel with a header")
        }
        return (String(decoding: try JSONSerialization.data(withJSONObject: carousel), as: UTF8.self), title)
    }

    /// Counts the modules drawn (and measured) through it.
    final class Counter: Sendable {
        private let value = Mutex(0)

        func add() { value.withLock { $0 += 1 } }

        /// The count so far, and zero from now on.
        @discardableResult
        func reset() -> Int { value.withLock { count in defer { count = 0 }; return count } }
    }

    /// A renderer that leaves the drawing to `base`, its first component counting each draw.
    struct CountingRenderer: ModuleRenderer {
        let base: any ModuleRenderer
        let counter: Counter

        func focusPlan(for module: Module) -> FocusPlan { base.focusPlan(for: module) }

        func components(for module: Module, context: RenderContext) -> [any Component] {
            var components = base.components(for: module, context: context)
            if let first = components.first { components[0] = CountingComponent(base: first, counter: counter) }
            return components
        }
    }

    /// A component that counts when it is drawn (not when it is measured).
    struct CountingComponent: Component {
        let base: any Component
        let counter: Counter

        func height(forWidth width: Int) -> Int { base.height(forWidth: width) }

        func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
            counter.add()
            base.render(in: area, into: &buffer, context: context)
        }
    }
}
