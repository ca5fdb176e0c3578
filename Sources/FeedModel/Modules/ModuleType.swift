/// A module type: its name, written once, its payload, what it is, and how it decodes.
///
/// Each built-in type declares its own in its model file (`ModuleType.listingCarousel` beside
/// `ListingCarousel`), and its case of `StandardModuleType` registers it, once; `standard`
/// lists them. The decoder and the schema read `standard`; the renderer registry, the previews,
/// the fuzzer and the bench switch over the cases. A host's types are made the same way and
/// registered beside them, at run time.
public struct ModuleType: Sendable {
    /// The name JSON gives it: `listing_carousel`.
    public let name: String
    /// The Swift type its payload decodes to.
    public let payloadType: any ModulePayload.Type
    /// What it is, in a sentence: the schema's description, shown by editors on hover.
    public let summary: String?
    /// How its payload decodes from the decoder of its payload object.
    public let decode: ModuleTypeRegistry.Decode

    /// The type `name`, whose payload of `payload` type is decoded by `decode`.
    public init<Payload: ModulePayload>(_ name: String, payload: Payload.Type, summary: String? = nil, decode: @escaping @Sendable (any Decoder) throws -> Payload) {
        self.name = name
        self.payloadType = payload
        self.summary = summary
        self.decode = { try decode($0) }
    }

    /// The type `name`, whose payload decodes itself.
    public init<Payload: ModulePayload & Decodable>(_ name: String, payload: Payload.Type, summary: String? = nil) {
        self.init(name, payload: payload, summary: summary) { try Payload(from: $0) }
    }

    /// Every module type of the layout format, in `StandardModuleType`'s order.
    public static let standard: [ModuleType] = StandardModuleType.allCases.map(\.type)
}
