/// The `$defs` of the schema being built, and how each Swift type is probed into it.
///
/// An object type becomes a definition named after the type, and fields of that type refer to
/// it. A type that switches on its `type` field (Action, Module) is probed once per type name
/// it knows, and becomes one `if`/`then` per name: an unknown name matches none of them and is
/// allowed, as decoding allows it with a warning.
final class SchemaDefinitions {
    let moduleTypes: ModuleTypeRegistry
    private(set) var schemas: [String: JSONValue] = [:]

    init(moduleTypes: ModuleTypeRegistry) {
        self.moduleTypes = moduleTypes
    }

    /// Decodes a placeholder `T` with `probe`, leaving in `probe` the schema of `T` or a
    /// reference to its definition.
    func probe<T: Decodable>(_ type: T.Type, with probe: SchemaProbe) throws -> T {
        switch T.self {
        case is Action.Type:
            try define("Action", variants: Action.knownTypeNames + moduleTypes.hostActionTypes.sorted(), of: Action.self)
            probe.noteFixed(Self.reference("Action"))
            return Action.openURL(url: "") as! T
        case is Module.Type:
            try define("Module", variants: moduleTypes.typeNames, of: Module.self)
            probe.noteFixed(Self.reference("Module"))
            return Module(type: "", payload: Deferred(path: "")) as! T
        case is HexColor.Type:
            probe.noteFixed(["type": "string", "pattern": "^#[0-9A-Fa-f]{6}$"])
            return HexColor(red: 0, green: 0, blue: 0) as! T
        case is ConfigModuleType.Type:
            probe.noteFixed(ConfigModuleType.schema)
            return ConfigModuleType(name: "") as! T
        case is JSONValue.Type:
            probe.noteFixed(.object([:]))
            return JSONValue.null as! T
        case is [String: String].Type:
            probe.noteFixed(["type": "object", "additionalProperties": ["type": "string"]])
            return [String: String]() as! T
        default:
            let value = try T(from: probe)
            if case .object = probe.shape {
                let name = String(describing: T.self)
                if schemas[name] == nil {
                    schemas[name] = probe.schema
                }
                probe.noteFixed(Self.reference(name))
            }
            return value
        }
    }

    /// Defines `name` as one variant per type name, each probed with its `type` answered.
    private func define<T: Decodable>(_ name: String, variants: [String], of type: T.Type) throws {
        guard schemas[name] == nil else { return }
        schemas[name] = .object([:])  // a type that contains itself refers to its definition
        var cases: [JSONValue] = []
        for variant in variants {
            let probe = SchemaProbe(definitions: self, answers: ["type": variant])
            _ = try T(from: probe)
            let condition: JSONValue = ["properties": ["type": ["const": .string(variant)]], "required": ["type"]]
            cases.append(["if": condition, "then": probe.schema])
        }
        schemas[name] = [
            "type": "object",
            "required": ["type"],
            "properties": ["type": ["type": "string"]],
            "allOf": .array(cases),
        ]
    }

    static func reference(_ name: String) -> JSONValue {
        ["$ref": .string("#/$defs/\(name)")]
    }
}
