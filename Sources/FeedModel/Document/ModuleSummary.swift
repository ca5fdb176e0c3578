/// What is known of a kept module without decoding it (`KeptModuleText`): enough to tell
/// whether a reader sees it and whether it is a placeholder for another document.
public struct ModuleSummary: Sendable {
    /// The module's type, as `Module.type` has it.
    public var type: String
    /// Its `requires`, as `Module.requires` has it; nil shows it to everyone.
    public var requires: Requirements?
    /// Its index among the document's modules, as `Module.position` has it: nil for a module
    /// made in code.
    public var position: Int?

    /// The summary of a module of `type`, gated by `requires`, at `position`.
    public init(type: String, requires: Requirements?, position: Int?) {
        self.type = type
        self.requires = requires
        self.position = position
    }

    /// The summary of a decoded module.
    public init(of module: Module) {
        self.init(type: module.type, requires: module.requires, position: module.position)
    }
}
