import FeedModel

/// Maps a module type to the renderer that draws it.
///
/// `standard` draws every type of the layout format; a host registers its own beside them:
/// `var renderers = ModuleRendererRegistry.standard; renderers.register("gift_guide", GiftGuideRenderer())`.
public struct ModuleRendererRegistry: Sendable {
    private var renderers: [String: any ModuleRenderer] = [:]

    /// A registry that knows no type.
    public init() {}

    /// A registry that draws each of `types` whose payload is a `DrawnPayload`, and the line
    /// that stands for a module its cohort does not see.
    public init(drawing types: [ModuleType]) {
        self.init(drawn: types.compactMap { type in (type.payloadType as? any DrawnPayload.Type).map { (type.name, $0.renderer) } })
    }

    /// A registry that draws each named type with its renderer, and the line that stands for a
    /// module its cohort does not see.
    private init(drawn: [(type: String, renderer: any ModuleRenderer)]) {
        for (type, renderer) in drawn {
            register(type, renderer)
        }
        register(HiddenModule.typeName, HiddenModule.renderer)
    }

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

    /// The format's module types, each drawn by its case's payload
    /// (`StandardModuleType.drawing`), and the line for a hidden module.
    public static let standard = ModuleRendererRegistry(drawn: StandardModuleType.allCases.map { ($0.type.name, $0.drawing.renderer) })
}
