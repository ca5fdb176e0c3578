import FeedModel

/// Makes example documents from `FormatSchema`: every field filled in with a value the schema
/// allows, so a test can hand them to the decoder and see whether the two agree.
struct SchemaExamples {
    let definitions: [String: JSONValue]

    init(schema: JSONValue) {
        guard case .object(let defs)? = schema["$defs"] else {
            definitions = [:]
            return
        }
        definitions = defs
    }

    /// The schema itself, or the definition it refers to.
    func resolved(_ schema: JSONValue) -> JSONValue {
        guard case .string(let reference)? = schema["$ref"] else { return schema }
        return definitions[String(reference.split(separator: "/").last ?? "")] ?? .null
    }

    /// One example of each variant of a definition that switches on `type`.
    func variants(of name: String) -> [(name: String, example: JSONValue)] {
        guard case .array(let cases)? = definitions[name]?["allOf"] else { return [] }
        return cases.compactMap { entry in
            guard case .string(let variant)? = entry["if"]?["properties"]?["type"]?["const"], let then = entry["then"] else { return nil }
            return (variant, example(then, type: variant))
        }
    }

    /// A value the schema allows, with every property there.
    func example(_ schema: JSONValue, type: String? = nil) -> JSONValue {
        let schema = resolved(schema)
        if case .array(let samples)? = schema["examples"], let first = samples.first { return first }
        if case .array(let names)? = schema["enum"], let first = names.first { return first }
        if let constant = schema["const"] { return constant }
        if case .array(let options)? = schema["oneOf"], let first = options.first { return example(first) }
        if schema["allOf"] != nil, let first = variants(of: name(of: schema)).first { return first.example }
        switch schema["type"] {
        case "string": return type.map(JSONValue.string) ?? (schema["pattern"] == nil ? "text" : "#336699")
        case "integer": return schema["minimum"] ?? .integer(1)
        case "number": return schema["minimum"] ?? .number(1.5)
        case "boolean": return .bool(true)
        case "array": return [example(schema["items"] ?? .null)]
        case "object":
            guard case .object(let properties)? = schema["properties"] else { return .object([:]) }
            var members: [String: JSONValue] = [:]
            for (key, property) in properties {
                members[key] = key == "type" && type != nil ? .string(type!) : example(property)
            }
            // A sale's original price is more than its price, or it is ignored with a warning.
            if case .object(var original)? = members["original_price"] {
                original["amount"] = .integer(1_000)
                members["original_price"] = .object(original)
            }
            return .object(members)
        default: return .null
        }
    }

    /// Whether `key` is required by the object schema: always, or because another key of an
    /// example (which has every key) requires it (`dependentRequired`).
    func isRequired(_ key: String, in schema: JSONValue) -> Bool {
        if case .object(let dependencies)? = resolved(schema)["dependentRequired"],
           dependencies.values.contains(where: { if case .array(let names) = $0 { names.contains(.string(key)) } else { false } }) {
            return true
        }
        guard case .array(let names)? = resolved(schema)["required"] else { return false }
        return names.contains(.string(key))
    }

    private func name(of schema: JSONValue) -> String {
        definitions.first { $0.value == schema }?.key ?? ""
    }
}
