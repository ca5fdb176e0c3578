import FeedBrowser
import FeedModel
import FeedRendering
import Foundation
import Synchronization

/// What one ↓ costs in drawing: modules rendered for the key and its frame, on a feed of a
/// carousel above 100,000 modules with nothing to focus, against the modules on screen.
struct FocusFigures {
    /// Modules drawn for one ↓ from the carousel's card, update and frame together.
    let focusMoveRenders: Int
    /// Modules drawn for the first frame: those on screen.
    let onScreenRenders: Int

    static func measure(layouts: URL) throws -> FocusFigures {
        let counter = Counter()
        var renderers = ModuleRendererRegistry()
        for type in ModuleRendererRegistry.standard.typeNames {
            renderers.register(type, CountingRenderer(base: ModuleRendererRegistry.standard.renderer(for: type), counter: counter))
        }
        let carousel = try carouselModule(layouts: layouts)
        let headers = (0..<100_000).map { #"{"type": "section_header", "section_header": {"title": "Heading \#($0)"}}"# }
        let home = Data(#"{"modules": [\#(carousel), \#(headers.joined(separator: ","))]}"#.utf8)
        let source = MemorySource(files: ["home.json": home, "deals.json": Data("[]".utf8)])
        var state = BrowserState(sourceName: "bench", width: 120, height: 40, renderers: renderers)
        var effects = state.start()
        // The loads the browser asks for, answered from memory, until it asks for none.
        while let request = effects.lazy.compactMap({ if case .load(let request) = $0 { request } else { nil } }).first {
            effects.removeAll { $0 == .load(request) }
            effects += state.update(.loaded(request.id, source.load(request.path)))
        }
        counter.reset()
        _ = state.frame()
        let onScreen = counter.reset()
        guard state.focus?.module == 0, onScreen > 2 else { throw BenchError("expected focus on the carousel above many headers; \(onScreen) modules on screen") }
        _ = state.update(.input(.key(.down)))
        _ = state.frame()
        return FocusFigures(focusMoveRenders: counter.reset(), onScreenRenders: onScreen)
    }

    /// The bundled Home's first listing carousel, as JSON.
    private static func carouselModule(layouts: URL) throws -> String {
        let home = try JSONSerialization.jsonObject(with: Data(contentsOf: layouts.appendingPathComponent("home.json"))) as? [String: Any]
        let modules = home?["modules"] as? [[String: Any]] ?? []
        guard let carousel = modules.first(where: { $0["type"] as? String == "listing_carousel" }) else { throw BenchError("the bundled Home has no listing_carousel") }
        return String(decoding: try JSONSerialization.data(withJSONObject: carousel), as: UTF8.self)
    }

    /// Counts the modules drawn (and measured) through it.
    final class Counter: Sendable {
        private let value = Mutex(0)

        func add() { value.withLock { $0 += 1 } }

        /// The count so far, and zero from now on.
        @discardableResult
        func reset() -> Int { value.withLock { count in defer { count = 0 }; return count } }
    }

    /// A renderer that counts each module it draws and leaves the drawing to `base`.
    struct CountingRenderer: ModuleRenderer {
        let base: any ModuleRenderer
        let counter: Counter

        func focusPlan(for module: Module) -> FocusPlan { base.focusPlan(for: module) }

        func components(for module: Module, context: RenderContext) -> [any Component] {
            counter.add()
            return base.components(for: module, context: context)
        }
    }
}
