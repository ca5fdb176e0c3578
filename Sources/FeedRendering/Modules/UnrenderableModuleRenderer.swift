import FeedModel

/// Draws a module whose type has no renderer as one muted line, so it is seen, not lost.
public struct UnrenderableModuleRenderer: ModuleRenderer {
    public init() {}

    public func components(for module: Module, context: RenderContext) -> [any Component] {
        [TextLineComponent(text: DisplayText("[\(module.type)] no renderer for this module type"), role: .muted)]
    }
}
