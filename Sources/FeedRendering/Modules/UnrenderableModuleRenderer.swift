import FeedModel

/// Draws a module whose type has no renderer as one muted line, so it is seen, not lost: a
/// labelled placeholder for a type a project's config declares.
public struct UnrenderableModuleRenderer: ModuleRenderer {
    /// The placeholder renderer.
    public init() {}

    /// A labelled box naming the module's type.
    public func components(for module: Module, context: RenderContext) -> [any Component] {
        // A type the project's config declares is its host's to draw: say so, not that it is wrong.
        let words = module.payload is ProjectModule ? "drawn by the project's host, not by feedterm" : "no renderer for this module type"
        return [TextLineComponent(text: DisplayText("[\(module.type)] \(words)"), role: .muted)]
    }
}
