import FeedModel

/// Turns one module into its focus plan and the components that draw it, top to bottom.
///
/// The plan declares the module's actionable elements once, in reading order (header, cards,
/// buttons, footer): focus moves in that order, and activating a stop performs its action.
/// Components number their hotspots from `context.plan`.
public protocol ModuleRenderer: Sendable {
    func focusPlan(for module: Module) -> FocusPlan
    func components(for module: Module, context: RenderContext) -> [any Component]
}

extension ModuleRenderer {
    /// A module with nothing to act on.
    public func focusPlan(for module: Module) -> FocusPlan { FocusPlan() }
}

/// A renderer for one payload type, made from two closures: its focus plan and its components.
public struct PayloadRenderer<Payload: ModulePayload>: ModuleRenderer {
    private let plan: @Sendable (Payload) -> FocusPlan
    private let build: @Sendable (Payload, RenderContext) -> [any Component]

    public init(_ payloadType: Payload.Type, plan: @escaping @Sendable (Payload) -> FocusPlan = { _ in FocusPlan() }, build: @escaping @Sendable (Payload, RenderContext) -> [any Component]) {
        self.plan = plan
        self.build = build
    }

    public func focusPlan(for module: Module) -> FocusPlan {
        (module.payload as? Payload).map(plan) ?? FocusPlan()
    }

    public func components(for module: Module, context: RenderContext) -> [any Component] {
        guard let payload = module.payload as? Payload else {
            return UnrenderableModuleRenderer().components(for: module, context: context)
        }
        return build(payload, context)
    }
}
