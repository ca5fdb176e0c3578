/// A module of a type the project's config declares (`module_types`): kept whole, for the
/// project's host to draw; feedterm draws a labelled placeholder.
public struct ProjectModule: ModulePayload, Hashable {
    /// The module's type, as the config names it.
    public var type: String
    /// The payload as sent.
    public var payload: JSONValue

    /// A module of the project's `type` with its whole `payload`.
    public init(type: String, payload: JSONValue) {
        self.type = type
        self.payload = payload
    }
}
