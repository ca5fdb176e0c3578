import FoundationEssentials

/// One `ignore` rule of a project's config: codes not to report, in every file or in the
/// files its globs match (`*` within a folder, `**` across folders, `?` one character).
public struct ConfigIgnoreRule: Sendable, Hashable {
    /// The codes not reported.
    public var codes: [DiagnosticCode]
    /// Globs relative to the config's directory; none means every file.
    public var paths: [String]

    /// A rule that silences `codes` in the files `paths` match (every file when empty).
    public init(codes: [DiagnosticCode], paths: [String] = []) {
        self.codes = codes
        self.paths = paths
    }

    /// Whether the rule applies to the file at `path`, relative to the config's directory.
    public func matches(_ path: String) -> Bool {
        paths.isEmpty || paths.contains { Glob($0).matches(path) }
    }
}

extension ConfigIgnoreRule: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case codes, paths
    }

    /// Every name a diagnostic code, with a near miss for one that is not.
    private static let knownCodes = FieldRule<[String]>(schema: ["items": ["enum": .array(DiagnosticCode.allCases.map { .string($0.rawValue) })]]) { names in
        guard let name = names.first(where: { DiagnosticCode(rawValue: $0) == nil }) else { return nil }
        let suggestion = NearMiss.closest(to: name, among: DiagnosticCode.allCases.map(\.rawValue)).map { " (did you mean '\($0)'?)" } ?? ""
        return "'\(name)' is not a feedterm diagnostic code\(suggestion)"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        codes = try container.requireV3([String].self, forKey: .codes, rule: Self.knownCodes).compactMap(DiagnosticCode.init(rawValue:))
        paths = try container.optionalV3([String].self, forKey: .paths) ?? []
    }
}
