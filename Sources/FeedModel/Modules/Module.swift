/// One typed module of a feed: `{"type": "deals_for_you", "deals_for_you": {...}}`.
public struct Module: Sendable {
    /// Stable across reloads when the server sends one; state such as carousel position keys on it.
    public var id: String?
    /// The module type, such as `deals_for_you`.
    public var type: String
    /// The decoded payload: `ListingCarousel` for a `listing_carousel`.
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
    /// What to show in its place to a reader who cannot be shown it (`fallback`); nil when the
    /// module names none, which shows nothing, as `.drop` does.
    ///
    /// An indirect enum, so it costs a module one word.
    public var fallback: ModuleFallback?

    /// A module of `type` carrying `payload`; `position` is its index in its document.
    public init(id: String? = nil, type: String, payload: any ModulePayload, requires: Requirements? = nil, fallback: ModuleFallback? = nil, position: Int? = nil) {
        self.id = id
        self.requiresStorage = requires.map { [$0] } ?? []
        self.type = type
        self.payload = payload
        self.fallback = fallback
        self.position = position
    }
}

extension Module: Decodable {
    /// Thrown for a type no registry entry knows; the module is skipped with a warning, and
    /// its fallback shown in its place.
    struct UnknownType: Error {
        let type: String
        /// Where the type's name is.
        let byteOffset: Int?
        /// What the module says to show instead.
        let fallback: ModuleFallback?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: AnyCodingKey.self)
        let typeName = try container.requireV3(String.self, forKey: "type")
        id = container.decodeV3(String.self, forKey: "id")
        requiresStorage = Self.requirements(in: container).map { [$0] } ?? []
        fallback = ModuleSlot.fallback(in: container, of: typeName, decoder: decoder)
        guard let (registeredName, decode) = decoder.moduleTypes.entry(for: typeName) else {
            throw UnknownType(type: typeName, byteOffset: container.byteOffset(of: "type"), fallback: fallback)
        }
        type = registeredName
        // `$schema` is known at the top of a document, where an editor looks for it.
        let isDocument = decoder.codingPath.isEmpty
        let known = ["type", "id", "requires", "fallback", registeredName] + (isDocument ? ["$schema"] : [])
        container.reportUnknownKeys(besides: known)
        let payloadKey = AnyCodingKey(type)
        guard container.hasValue(payloadKey) else {
            let state = container.contains(payloadKey) ? "is null" : "is missing"
            let nearMiss = container.tape.flatMap { NearMiss.closest(to: registeredName, among: $0.keyStrings.filter { !known.contains($0) }) }
            let hint = nearMiss.map { " (found '\($0)': did you mean '\(registeredName)'?)" } ?? ""
            if let nearMiss {
                container.log.withdraw(.unknownKey, at: container.path(of: AnyCodingKey(nearMiss)))
            }
            throw FieldError(
                path: container.path(of: payloadKey), message: "required key '\(type)' \(state)\(hint); a module carries its payload under its type",
                code: .missingPayload, byteOffset: container.byteOffset(of: payloadKey),
                fix: nearMiss.map { .renameKey(object: JSONPath.string(for: decoder.codingPath), from: $0, to: registeredName) }
            )
        }
        // The payload's actions are judged for the versions that show this module.
        let checks = container.tape?.context.checks
        let outer = checks?.versionsShowingModule
        if let checks, let versions = checks.appVersions {
            let minimum = requiresStorage.first?.minVersion
            checks.versionsShowingModule = versions.clients.filter { version in versions.since.knows(registeredName, at: version) && minimum.map { version >= $0 } ?? true }
        }
        defer { if let checks, let outer { checks.versionsShowingModule = outer } }
        payload = try decode(try container.superDecoder(forKey: payloadKey))
    }

    /// The module's `requires`: nil when there is none, and one that hides the module from
    /// everyone, with an error, when it is there but cannot be read (a gate fails closed).
    private static func requirements(in container: V3Container<AnyCodingKey>) -> Requirements? {
        guard container.contains("requires") else { return nil }
        do {
            guard let requirements = try container.optionalV3(Requirements.self, forKey: "requires") else {
                throw FieldError(path: container.path(of: "requires"), message: "requires is null", code: .unreadableRequires, byteOffset: container.byteOffset(of: "requires"))
            }
            return requirements
        } catch {
            var fieldError = V3Errors.fieldError(from: error, expected: Requirements.self, in: container.codingPath, key: AnyCodingKey("requires"))
            fieldError.code = .unreadableRequires
            container.log.record(fieldError.diagnostic(.error, consequence: "the module is hidden from every reader, as a gate that cannot be read must be"))
            return .unreadable(fieldError.message)
        }
    }
}
