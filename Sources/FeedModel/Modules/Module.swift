/// One typed module of a feed: `{"type": "deals_for_you", "deals_for_you": {...}}`.
public struct Module: Sendable {
    /// Stable across reloads when the server sends one; state such as carousel position keys on it.
    public var id: String?
    /// The module type, such as `deals_for_you`.
    public var type: String
    public var payload: any ModulePayload
    /// Who is shown the module (`requires`); nil shows it to everyone.
    public var requires: Requirements? {
        get { requiresStorage.first }
        set { requiresStorage = newValue.map { [$0] } ?? [] }
    }
    /// `requires` in an array, which costs a module one word and, when empty (most modules),
    /// no allocation: kept inline it would have made every module of a long feed four words longer.
    private var requiresStorage: [Requirements] = []
    /// Its index among the document's modules, as in `$.modules[N]`, counting the ones that
    /// were dropped; nil for a module made in code.
    public var position: Int?

    public init(id: String? = nil, type: String, payload: any ModulePayload, requires: Requirements? = nil, position: Int? = nil) {
        self.id = id
        self.requiresStorage = requires.map { [$0] } ?? []
        self.type = type
        self.payload = payload
        self.position = position
    }
}

extension Module: Decodable {
    /// Thrown for a type no registry entry knows; the module is skipped with a warning.
    struct UnknownType: Error {
        let type: String
        /// Where the type's name is.
        let byteOffset: Int?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: AnyCodingKey.self)
        let typeName = try container.requireV3(String.self, forKey: "type")
        id = container.decodeV3(String.self, forKey: "id")
        requiresStorage = container.decodeV3(Requirements.self, forKey: "requires").map { [$0] } ?? []
        guard let (registeredName, decode) = decoder.moduleTypes.entry(for: typeName) else {
            throw UnknownType(type: typeName, byteOffset: container.byteOffset(of: "type"))
        }
        type = registeredName
        let payloadKey = AnyCodingKey(type)
        guard container.hasValue(payloadKey) else {
            let state = container.contains(payloadKey) ? "is null" : "is missing"
            throw FieldError(
                path: container.path(of: payloadKey), message: "required key '\(type)' \(state) (a module carries its payload under its type)",
                code: .missingPayload, byteOffset: container.byteOffset(of: payloadKey)
            )
        }
        payload = try decode(try container.superDecoder(forKey: payloadKey))
    }
}
