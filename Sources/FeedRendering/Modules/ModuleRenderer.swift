import FeedModel

/// Turns one module into the components that draw it, top to bottom.
///
/// A renderer numbers the module's actionable elements in reading order (header, cards,
/// footer); focus moves in that order.
public protocol ModuleRenderer: Sendable {
    func components(for module: Module, context: RenderContext) -> [any Component]
}

/// A renderer for one payload type, made from a closure.
public struct PayloadRenderer<Payload: ModulePayload>: ModuleRenderer {
    private let build: @Sendable (Payload, RenderContext) -> [any Component]

    public init(_ payloadType: Payload.Type, build: @escaping @Sendable (Payload, RenderContext) -> [any Component]) {
        self.build = build
    }

    public func components(for module: Module, context: RenderContext) -> [any Component] {
        guard let payload = module.payload as? Payload else {
            return UnrenderableModuleRenderer().components(for: module, context: context)
        }
        return build(payload, context)
    }
}
