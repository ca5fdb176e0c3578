/// Maps a module `type` string to the code that decodes its payload.
///
/// `standard` knows every type of the layout format. A host adds its own without editing the library:
/// `var types = ModuleTypeRegistry.standard; types.register("gift_guide", as: GiftGuide.self)`,
/// then passes `types` to `FeedDecoder`.
public struct ModuleTypeRegistry: Sendable {
    /// How a type's payload decodes from the decoder of its payload object.
    public typealias Decode = @Sendable (any Decoder) throws -> any ModulePayload

    private var decoders: [String: Decode] = [:]
    /// Action types beyond the format's that a host performs itself: decoding keeps them
    /// without the unknown-type warning.
    public var hostActionTypes: Set<String> = []

    /// A registry that knows no type.
    public init() {}

    /// A registry that decodes each of `types`.
    public init(_ types: [ModuleType]) {
        for type in types { register(type) }
    }

    /// Every module type of the layout format.
    public static let standard = ModuleTypeRegistry(ModuleType.standard)

    /// Registers, or replaces, a module type.
    public mutating func register(_ type: ModuleType) {
        decoders[type.name] = type.decode
    }

    /// Registers, or replaces, the decoder of a module type.
    public mutating func register(_ type: String, decode: @escaping Decode) {
        decoders[type] = decode
    }

    /// Registers a payload type that decodes itself.
    public mutating func register<Payload: ModulePayload & Decodable>(_ type: String, as payloadType: Payload.Type) {
        decoders[type] = { try Payload(from: $0) }
    }

    /// How `type`'s payload decodes; nil for a type it does not know.
    public func decoder(for type: String) -> Decode? {
        decoders[type]
    }

    /// The registered name equal to `type`, and its decoder. Modules keep the registry's own
    /// copy of their type's name, so 100,000 modules share a few strings instead of each
    /// allocating one (`similar_items_on_sale` is too long to be stored inline).
    func entry(for type: String) -> (name: String, decode: Decode)? {
        decoders.index(forKey: type).map { (decoders[$0].key, decoders[$0].value) }
    }

    /// The registered type names, sorted.
    public var typeNames: [String] { decoders.keys.sorted() }
}
