/// Stands in for a module its cohort does not see, when hidden modules are shown
/// (`--show-hidden`): its type, id and the condition that hid it.
public struct HiddenModule: ModulePayload, Hashable {
    /// The type under which renderers draw it; not a type a feed can send.
    public static let typeName = "feedterm.hidden"

    /// The hidden module's type.
    public var type: String
    /// The hidden module's id, when it has one.
    public var id: String?
    /// Such as "needs flag winter_sale".
    public var reason: String

    /// The stand-in for module `id` of `type`, hidden for `reason`.
    public init(type: String, id: String?, reason: String) {
        self.type = type
        self.id = id
        self.reason = reason
    }
}
