import FeedModel

/// Finds in the format's JSON Schema (the one `feedterm schema` prints, made from the
/// decoder) what a place in a document may hold: the keys of an object with their
/// descriptions, the type names a `type` may take, the values an enum allows.
///
/// A module or action object picks its variant by its own `type`, as the schema's
/// `if`/`then` does.
struct SchemaNavigator: Sendable {
    private let definitions: [String: JSONValue]

    init(moduleTypes: ModuleTypeRegistry) {
        definitions = FormatSchema.schema(moduleTypes: moduleTypes)["$defs"].flatMap { value in
            if case .object(let members) = value { members } else { nil }
        } ?? [:]
    }

    /// The schema of the value at `node`, resolved for the object it is; nil where the format
    /// says nothing (under an unknown key).
    func schema(of node: Int, in outline: JSONOutline) -> JSONValue? {
        guard let root = outline.root else { return nil }
        let chain = [root] + Self.descendants(from: root, to: node, in: outline)
        var schema = documentSchema(outline)
        for (index, current) in chain.enumerated() {
            schema = resolved(schema, typeName: outline.string("type", of: current))
            guard index + 1 < chain.count, let step = outline.nodes[chain[index + 1]].step else { break }
            switch step {
            case .key(let key): schema = properties(of: schema)[key] ?? .null
            case .index, .element: schema = schema["items"] ?? .null
            }
        }
        return schema == .null ? nil : schema
    }

    /// The object's keys, with their schemas.
    func properties(of schema: JSONValue) -> [String: JSONValue] {
        if case .object(let members)? = schema["properties"] { members } else { [:] }
    }

    /// The names a `type` may take where `schema` switches on it, with what each means.
    func typeNames(of schema: JSONValue) -> [(name: String, description: String?)] {
        guard case .array(let cases)? = reference(schema)["allOf"] else { return [] }
        return cases.compactMap { variant in
            guard case .string(let name)? = variant["if"]?["properties"]?["type"]?["const"] else { return nil }
            return (name, Self.text(variant["then"]?["description"]))
        }
    }

    /// What `schema` says of itself.
    func description(of schema: JSONValue?) -> String? {
        schema.flatMap { Self.text($0["description"]) ?? Self.text(reference($0)["description"]) }
    }

    /// The values an enum allows.
    func enumValues(of schema: JSONValue) -> [String] {
        guard case .array(let values)? = reference(schema)["enum"] else { return [] }
        return values.compactMap { if case .string(let value) = $0 { value } else { nil } }
    }

    /// A schema with its `$ref` followed and, for a type that switches on `type`, the variant
    /// for `typeName` merged in.
    func resolved(_ schema: JSONValue, typeName: String?) -> JSONValue {
        var base = reference(schema)
        guard let typeName, case .array(let cases)? = base["allOf"],
              let variant = cases.first(where: { $0["if"]?["properties"]?["type"]?["const"] == .string(typeName) })?["then"],
              case .object(var merged) = base, case .object(let chosen) = variant else { return base }
        var properties = properties(of: base)
        properties.merge(self.properties(of: variant)) { _, chosen in chosen }
        merged.merge(chosen) { _, chosen in chosen }
        merged["properties"] = .object(properties)
        base = .object(merged)
        return base
    }

    /// The schema a `$ref` names, or the schema itself.
    private func reference(_ schema: JSONValue) -> JSONValue {
        guard case .string(let target)? = schema["$ref"], let name = target.split(separator: "/").last, let found = definitions[String(name)] else { return schema }
        // A field's own description stays: it says what the field means here.
        if case .object(var members) = found, let own = schema["description"] {
            members["description"] = own
            return .object(members)
        }
        return found
    }

    /// A feed, an array of modules, or one module, as the schema's top level decides.
    private func documentSchema(_ outline: JSONOutline) -> JSONValue {
        guard let root = outline.root else { return .null }
        switch outline.nodes[root].kind {
        case .array: return ["type": "array", "items": ["$ref": "#/$defs/Module"]]
        case .object where outline.member("modules", of: root) != nil: return definitions["Feed"] ?? .null
        case .object where outline.member("type", of: root) != nil: return definitions["Module"] ?? .null
        default: return definitions["Feed"] ?? .null
        }
    }

    private static func descendants(from root: Int, to node: Int, in outline: JSONOutline) -> [Int] {
        var chain: [Int] = []
        var current = node
        while current != root, let parent = outline.nodes[current].parent {
            chain.append(current)
            current = parent
        }
        return chain.reversed()
    }

    private static func text(_ value: JSONValue?) -> String? {
        if case .string(let text)? = value { text } else { nil }
    }
}
