/// The decoded content of one module type, such as `DealsForYou`.
///
/// Built-in payloads are structs in this folder; a host adds its own by conforming a type and
/// registering it in a `ModuleTypeRegistry`.
public protocol ModulePayload: Sendable {
    /// Every listing card the module shows, for search and favorites.
    var listings: [ListingCard] { get }
}

extension ModulePayload {
    public var listings: [ListingCard] { [] }
}
