/// A module's `requires`: the flags, experiment variants and client version it is shown to.
///
/// All three parts are optional. A gate fails closed: a `requires` of the wrong shape, with a
/// part of the wrong type or with a key other than the three, cannot be read, and the module
/// is then hidden from every reader with an error (FT311), since showing what it guards could
/// leak an unreleased promotion.
public struct Requirements: Sendable, Hashable, Decodable {
    /// Every one must be on.
    public var flags: [String]
    /// Each experiment, by name, must be in this variant.
    public var experiments: [String: String]
    /// The client must be at least this version.
    public var minVersion: ClientVersion?
    /// Why the `requires` could not be read, when it could not: no reader sees the module.
    public var unreadableReason: String?

    /// A gate: every flag on, every experiment in its variant, the client at least `minVersion`.
    public init(flags: [String] = [], experiments: [String: String] = [:], minVersion: ClientVersion? = nil) {
        self.flags = flags
        self.experiments = experiments
        self.minVersion = minVersion
    }

    /// A `requires` that could not be read, for `reason`: it hides its module from everyone.
    public static func unreadable(_ reason: String) -> Requirements {
        var requirements = Requirements()
        requirements.unreadableReason = reason
        return requirements
    }

    /// Whether it asks for nothing, as `"requires": {}` does.
    public var isEmpty: Bool { flags.isEmpty && experiments.isEmpty && minVersion == nil && unreadableReason == nil }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case flags, experiments
        case minVersion = "min_version"
    }

    public init(from decoder: any Decoder) throws {
        // An unknown key is not a warning here but the end of the gate: `min_verison` would
        // otherwise show an embargoed module to every client.
        let container = try decoder.containerV3(keyedBy: CodingKeys.self, reportingUnknownKeys: false)
        if let unknown = container.keyNames?.first(where: { CodingKeys(stringValue: $0) == nil }) {
            let nearMiss = NearMiss.closest(to: unknown, among: CodingKeys.allCases.map(\.stringValue))
            let suggestion = nearMiss.map { " (did you mean '\($0)'?)" } ?? ""
            throw FieldError(
                codingPath: container.codingPath + [AnyCodingKey(unknown)], message: "unknown key '\(unknown)' in requires\(suggestion)",
                code: .unreadableRequires, byteOffset: container.byteOffset(ofKeyNamed: unknown),
                fix: nearMiss.map { .renameKey(object: JSONPath.string(for: container.codingPath), from: unknown, to: $0) }
            )
        }
        flags = try container.optionalV3([String].self, forKey: .flags) ?? []
        experiments = try container.optionalV3([String: String].self, forKey: .experiments) ?? [:]
        minVersion = try container.optionalV3(String.self, forKey: .minVersion, rule: .clientVersion).flatMap(ClientVersion.init)
    }
}
