import FeedModel

/// Turns one module into its focus plan and the components that draw it, top to bottom.
///
/// The plan declares the module's actionable elements once, in reading order (header, cards,
/// buttons, footer): focus moves in that order, and activating a stop performs its action.
/// Components number their hotspots from `context.plan`.
public protocol ModuleRenderer: Sendable {
    /// The module's actionable elements, in reading order, with what each does.
    func focusPlan(for module: Module) -> FocusPlan
    /// The components that draw the module, top to bottom.
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

    /// A renderer for payloads of `payloadType`: `plan` declares their stops, `build` their components.
    public init(_ payloadType: Payload.Type, plan: @escaping @Sendable (Payload) -> FocusPlan = { _ in FocusPlan() }, build: @escaping @Sendable (Payload, RenderContext) -> [any Component]) {
        self.plan = plan
        self.build = build
    }

    public func focusPlan(for module: Module) -> FocusPlan {
        (module.payload as? Payload).map(plan) ?? FocusPlan()
    }

    /// The payload's components, or a labelled placeholder when the module's payload is another type.
    public func components(for module: Module, context: RenderContext) -> [any Component] {
        guard let payload = module.payload as? Payload else {
            return UnrenderableModuleRenderer().components(for: module, context: context)
        }
        return build(payload, context)
    }
}
