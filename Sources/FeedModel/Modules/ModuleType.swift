/// A module type's model half: its name, written once, and how its payload decodes.
///
/// Each built-in type declares its own in its model file (`ModuleType.listingCarousel` beside
/// `ListingCarousel`); `standard` lists them, and the renderers pair each with its drawing
/// (`ModuleRendererRegistry.standard`). A host's types are registered the same way.
public struct ModuleType: Sendable {
    /// The name JSON gives it: `listing_carousel`.
    public let name: String
    /// How its payload decodes from the decoder of its payload object.
    public let decode: ModuleTypeRegistry.Decode

    /// The type `name`, decoded by `decode`.
    public init(_ name: String, decode: @escaping ModuleTypeRegistry.Decode) {
        self.name = name
        self.decode = decode
    }

    /// The type `name`, whose payload decodes itself.
    public init<Payload: ModulePayload & Decodable>(_ name: String, payload: Payload.Type) {
        self.init(name) { try Payload(from: $0) }
    }

    /// Every module type of the layout format.
    public static let standard: [ModuleType] = [
        .sectionHeader, .searchBar, .heroBanner, .promoBanner, .listingCarousel, .listingGrid,
        .dealsForYou, .similarItemsOnSale, .listingDetail, .deferred,
    ]
}
