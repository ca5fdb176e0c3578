/// A module's `requires`: the flags, experiment variants and client version it is shown to.
///
/// All three parts are optional. Any part of the wrong shape makes the whole `requires` fail
/// to decode, and `Module` then ignores it with a warning and shows the module.
public struct Requirements: Sendable, Hashable, Decodable {
    /// Every one must be on.
    public var flags: [String]
    /// Each experiment, by name, must be in this variant.
    public var experiments: [String: String]
    /// The client must be at least this version.
    public var minVersion: ClientVersion?

    public init(flags: [String] = [], experiments: [String: String] = [:], minVersion: ClientVersion? = nil) {
        self.flags = flags
        self.experiments = experiments
        self.minVersion = minVersion
    }

    /// Whether it asks for nothing, as `"requires": {}` does.
    public var isEmpty: Bool { flags.isEmpty && experiments.isEmpty && minVersion == nil }

    enum CodingKeys: String, CodingKey {
        case flags, experiments
        case minVersion = "min_version"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        flags = try container.optionalV3([String].self, forKey: .flags) ?? []
        experiments = try container.optionalV3([String: String].self, forKey: .experiments) ?? [:]
        minVersion = try container.optionalV3(String.self, forKey: .minVersion, rule: .clientVersion).flatMap(ClientVersion.init)
    }
}
