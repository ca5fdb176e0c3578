import FeedModel

/// Maps a module type to the renderer that draws it.
///
/// `standard` draws every type of the layout format; a host registers its own beside them:
/// `var renderers = ModuleRendererRegistry.standard; renderers.register("gift_guide", GiftGuideRenderer())`.
public struct ModuleRendererRegistry: Sendable {
    private var renderers: [String: any ModuleRenderer] = [:]

    /// A registry that knows no type.
    public init() {}

    /// Draws modules of `type` with `renderer`.
    public mutating func register(_ type: String, _ renderer: any ModuleRenderer) {
        renderers[type] = renderer
    }

    /// The renderer for a type; one that says there is none for an unregistered type.
    public func renderer(for type: String) -> any ModuleRenderer {
        renderers[type] ?? UnrenderableModuleRenderer()
    }

    /// The types it knows, sorted.
    public var typeNames: [String] { renderers.keys.sorted() }

    /// The format's module types.
    public static let standard: ModuleRendererRegistry = {
        var registry = ModuleRendererRegistry()
        for (type, renderer) in BuiltInRenderers.all {
            registry.register(type.name, renderer)
        }
        registry.register(HiddenModule.typeName, BuiltInRenderers.hidden)
        return registry
    }()
}
