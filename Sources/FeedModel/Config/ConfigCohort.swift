/// A config's `cohort` object: who is looking when the command line does not say.
struct ConfigCohort: Decodable {
    var cohort: Cohort

    enum CodingKeys: String, CodingKey, CaseIterable {
        case flags, experiments
        case clientVersion = "client_version"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        let version = try container.optionalV3(String.self, forKey: .clientVersion, rule: .clientVersion)
        cohort = Cohort(
            flags: Set(try container.optionalV3([String].self, forKey: .flags) ?? []),
            experiments: try container.optionalV3([String: String].self, forKey: .experiments) ?? [:],
            clientVersion: version.flatMap(ClientVersion.init)
        )
    }
}
