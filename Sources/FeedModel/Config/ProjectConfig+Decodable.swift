import FoundationEssentials

extension ProjectConfig: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case moduleTypes = "module_types"
        case actionTypes = "action_types"
        case knownKeys = "known_keys"
        case ignore
        case imageHosts = "image_hosts"
        case headersFromEnvironment = "headers_from_env"
        case snapshot, theme, cohort, clients, since, exclude
    }

    /// Every value is checked where it stands: a config that is wrong is refused whole, since
    /// a silently ignored one would check layouts by rules nobody chose.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        _ = try container.optionalV3(String.self, forKey: .schema)
        let declared = try container.optionalV3([ConfigModuleType].self, forKey: .moduleTypes, rule: .moduleTypes) ?? []
        moduleTypes = declared.map(\.name)
        actionTypes = try container.optionalV3([String].self, forKey: .actionTypes, rule: .typeNames("action_types")) ?? []
        knownKeys = try container.optionalV3([String].self, forKey: .knownKeys) ?? []
        ignore = try container.optionalV3([ConfigIgnoreRule].self, forKey: .ignore) ?? []
        imageHosts = try container.optionalV3([String].self, forKey: .imageHosts, rule: .imageHosts) ?? []
        headersFromEnvironment = try container.optionalV3([String: String].self, forKey: .headersFromEnvironment, rule: .headersFromEnvironment) ?? [:]
        exclude = try container.optionalV3([String].self, forKey: .exclude) ?? []
        theme = try container.optionalV3(String.self, forKey: .theme)
        snapshotWidths = try container.optionalV3(ConfigSnapshot.self, forKey: .snapshot)?.widths
        cohort = try container.optionalV3(ConfigCohort.self, forKey: .cohort)?.cohort
        clients = try (container.optionalV3([String].self, forKey: .clients, rule: .versions("clients")) ?? []).compactMap(ClientVersion.init)
        let firstVersions = try container.optionalV3([String: String].self, forKey: .since, rule: .since(knowing: moduleTypes + actionTypes)) ?? [:]
        var since = firstVersions.compactMapValues(ClientVersion.init)
        for type in declared {
            guard let version = type.since else { continue }
            if since[type.name] != nil {
                throw FieldError(path: container.path(of: .since), message: "since names \(type.name), which module_types gives a since already", code: .invalidValue, byteOffset: container.byteOffset(of: .since))
            }
            since[type.name] = version
        }
        self.since = TypeSince(since)
    }

    /// A config from its text, as an editor holds it; `directory` is where its file is.
    public static func load(_ data: Data, directory: URL, warnings: inout [Diagnostic]) throws -> ProjectConfig {
        var config = try JSONDocument.decode(ProjectConfig.self, from: data, warnings: &warnings)
        config.directory = directory
        return config
    }
}

extension FieldRule where Value == [String] {
    /// Names a layout's `type` can take: lower-case words joined by `_`, not the format's own.
    static func typeNames(_ field: String) -> FieldRule {
        FieldRule(schema: ["items": ["pattern": "^[a-z][a-z0-9_]*$"], "uniqueItems": .bool(true)]) { names in
            typeNamesComplaint(names, field: field)
        }
    }

    /// `image_hosts`: each a host name or address, with or without a port (`HOST:PORT`,
    /// `[IPv6]:PORT`), never a URL.
    static let imageHosts = FieldRule(schema: ["items": ["pattern": #"^[^/:\s]+(:[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$"#], "examples": [["img.example.com", "127.0.0.1:8765"]]]) { hosts in
        hosts.first { !AllowedHosts.isEntry($0) }.map {
            "image_hosts names hosts, such as img.example.com or 127.0.0.1:8765 (a port from 1 to 65535), not URLs; found '\($0)'"
        }
    }

    /// App versions, each dotted numbers, none named twice.
    static func versions(_ field: String) -> FieldRule {
        FieldRule(schema: ["items": ["pattern": #"^[0-9]{1,9}(\.[0-9]{1,9})*$"#], "uniqueItems": .bool(true), "examples": [["4.8.0", "5.0.0"]]]) { texts in
            if let bad = texts.first(where: { ClientVersion($0) == nil }) {
                return "\(field) lists app versions in dotted numbers such as \"5.0.0\"; found \"\(bad)\""
            }
            var seen: Set<ClientVersion> = []
            return texts.compactMap(ClientVersion.init).first { !seen.insert($0).inserted }.map { "\(field) names \($0) twice" }
        }
    }

    /// What is wrong with a list of type names, in linear time: one that is not lower-case
    /// words joined by `_`, or one named twice.
    static func typeNamesComplaint(_ names: [String], field: String) -> String? {
        if let bad = names.first(where: { $0.isEmpty || !$0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" } || !($0.first?.isLetter ?? false) }) {
            return "\(field) names lower-case words joined by '_', such as gift_note; found '\(bad)'"
        }
        var seen: Set<String> = []
        return names.first { !seen.insert($0).inserted }.map { "\(field) names '\($0)' twice" }
    }
}

extension FieldRule where Value == [ConfigModuleType] {
    /// `module_types`: names as `typeNames` wants them, each with or without a `since`.
    static let moduleTypes = FieldRule(schema: ["uniqueItems": .bool(true)]) { types in
        FieldRule<[String]>.typeNamesComplaint(types.map(\.name), field: "module_types")
    }
}

extension FieldRule where Value == [String: String] {
    /// `since`: each key a module or action type the format or the project knows, each value
    /// an app version.
    static func since(knowing projectTypes: [String]) -> FieldRule {
        FieldRule(schema: ["additionalProperties": ["type": "string", "pattern": #"^[0-9]{1,9}(\.[0-9]{1,9})*$"#], "examples": [["similar_items_on_sale": "5.0.0"]]]) { versions in
            let known = Set(ModuleType.standard.map(\.name) + Action.knownTypeNames + projectTypes)
            for (type, version) in versions.sorted(by: { $0.key < $1.key }) {
                if !known.contains(type) {
                    let nearMiss = NearMiss.closest(to: type, among: known.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
                    return "since names '\(type)', which is no module or action type of the format or of module_types and action_types\(nearMiss)"
                }
                if ClientVersion(version) == nil {
                    return "since gives \(type) the version \"\(version)\"; app versions are dotted numbers such as \"5.0.0\""
                }
            }
            return nil
        }
    }
}

extension FieldRule where Value == [String: String] {
    /// `headers_from_env`: each key a header's name, each value the name of an environment
    /// variable, never a value: a secret must not be committed. The values are not quoted in
    /// the complaint, in case one is a secret all the same.
    static let headersFromEnvironment = FieldRule(schema: [
        "propertyNames": ["pattern": "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$"],
        "additionalProperties": ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"],
        "examples": [["Authorization": "STAGING_AUTHORIZATION"]],
    ]) { headers in
        for (name, variable) in headers.sorted(by: { $0.key < $1.key }) {
            if !HTTPHeaderName.isValid(name) {
                return "headers_from_env names headers by their names (Authorization, X-Api-Key); one key is not a header's name"
            }
            let isVariable = variable.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true && variable.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
            if !isVariable {
                return "headers_from_env gives \(name) the name of an environment variable (STAGING_AUTHORIZATION), never its value: a secret must not be in a committed file"
            }
        }
        return nil
    }
}

extension FieldRule where Value == [Int] {
    /// Snapshot widths: at least one, each from 1 to 1000 columns.
    static let widths = FieldRule(schema: ["minItems": .integer(1), "items": ["minimum": .integer(1), "maximum": .integer(1000)]]) { widths in
        if widths.isEmpty { return "widths names at least one width" }
        return widths.first { !(1...1000).contains($0) }.map { "widths must be from 1 to 1000 columns, found \($0)" }
    }
}
