import Foundation

extension ProjectConfig: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case schema = "$schema"
        case moduleTypes = "module_types"
        case actionTypes = "action_types"
        case knownKeys = "known_keys"
        case ignore
        case imageHosts = "image_hosts"
        case snapshot, theme, cohort
    }

    /// Every value is checked where it stands: a config that is wrong is refused whole, since
    /// a silently ignored one would check layouts by rules nobody chose.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        _ = try container.optionalV3(String.self, forKey: .schema)
        moduleTypes = try container.optionalV3([String].self, forKey: .moduleTypes, rule: .typeNames("module_types")) ?? []
        actionTypes = try container.optionalV3([String].self, forKey: .actionTypes, rule: .typeNames("action_types")) ?? []
        knownKeys = try container.optionalV3([String].self, forKey: .knownKeys) ?? []
        ignore = try container.optionalV3([ConfigIgnoreRule].self, forKey: .ignore) ?? []
        imageHosts = try container.optionalV3([String].self, forKey: .imageHosts) ?? []
        theme = try container.optionalV3(String.self, forKey: .theme)
        snapshotWidths = try container.optionalV3(ConfigSnapshot.self, forKey: .snapshot)?.widths
        cohort = try container.optionalV3(ConfigCohort.self, forKey: .cohort)?.cohort
    }

    /// The config that applies in `directory`: the nearest `feedterm.json` in it or a parent,
    /// or nil when there is none.
    public static func find(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads a config file; the warnings (unknown keys) come back with it, and a problem that
    /// refuses it is thrown as a located `Diagnostic`.
    public static func load(contentsOf url: URL, warnings: inout [Diagnostic]) throws -> ProjectConfig {
        let data: Data
        do {
            data = try DocumentFile.contents(ofFile: url.path)
        } catch {
            throw Diagnostic.error(JSONPath.root, "\(error)", code: .unreadableDocument)
        }
        return try load(data, directory: url.deletingLastPathComponent(), warnings: &warnings)
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
            if let bad = names.first(where: { $0.isEmpty || !$0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" } || !($0.first?.isLetter ?? false) }) {
                return "\(field) names lower-case words joined by '_', such as gift_note; found '\(bad)'"
            }
            if let duplicate = names.first(where: { name in names.count { $0 == name } > 1 }) {
                return "\(field) names '\(duplicate)' twice"
            }
            return nil
        }
    }
}

extension FieldRule where Value == [Int] {
    /// Snapshot widths: at least one, each from 1 to 1000 columns.
    static let widths = FieldRule(schema: ["minItems": .integer(1), "items": ["minimum": .integer(1), "maximum": .integer(1000)]]) { widths in
        if widths.isEmpty { return "widths names at least one width" }
        return widths.first { !(1...1000).contains($0) }.map { "widths must be from 1 to 1000 columns, found \($0)" }
    }
}
