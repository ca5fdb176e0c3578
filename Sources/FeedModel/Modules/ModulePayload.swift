/// The decoded content of one module type, such as `DealsForYou`.
///
/// Built-in payloads are structs in this folder; a host adds its own by conforming a type and
/// registering it in a `ModuleTypeRegistry`.
public protocol ModulePayload: Sendable {
    /// Every listing card the module shows, for search and favorites.
    var listings: [ListingCard] { get }
    /// Every picture the module draws, in the order it draws them: what is loaded for it.
    var pictures: [Image] { get }
}

extension ModulePayload {
    public var listings: [ListingCard] { [] }
    /// The pictures of its listing cards; a type that draws others says so.
    public var pictures: [Image] { listings.compactMap(\.image) }
}
