/// Finishes the probed schema for editors: a `description` on every definition and field
/// (`FormatDescriptions`), the known `type` values of modules and actions as completions, and,
/// when strict, every object closed to keys the format does not define.
struct SchemaAnnotator {
    /// Unknown keys refused (`additionalProperties: false`), and `type` limited to known names:
    /// what `validate --strict` refuses as errors.
    let strict: Bool
    /// The description of a field by its name and holder, and of a definition by its name.
    var describeField: (_ name: String, _ holder: String) -> String? = FormatDescriptions.field
    var describeDefinition: (_ name: String) -> String? = { FormatDescriptions.definitions[$0] }

    /// The schema with every definition under `$defs` annotated.
    func annotate(definitions: [String: JSONValue]) -> [String: JSONValue] {
        var annotated: [String: JSONValue] = [:]
        for (name, definition) in definitions {
            var schema = annotate(definition, holder: name)
            if case .object(var members) = schema, let description = describeDefinition(name) {
                members["description"] = .string(description)
                schema = .object(members)
            }
            annotated[name] = schema
        }
        return annotated
    }

    /// `schema`, found as the value of something `holder` names (a definition or a field).
    private func annotate(_ schema: JSONValue, holder: String) -> JSONValue {
        switch schema {
        case .array(let elements):
            return .array(elements.map { annotate($0, holder: holder) })
        case .object(var members):
            if case .array(let variants)? = members["allOf"] {
                // A type that switches on `type`: each variant described, and the names completed.
                members["allOf"] = .array(variants.map { describeVariant($0, of: holder) })
                if case .object(var properties)? = members["properties"] {
                    properties["type"] = typeSchema(names: variants.compactMap(Self.variantName), of: holder)
                    members["properties"] = .object(properties)
                }
                return .object(members)
            }
            for (key, value) in members where key != "properties" {
                members[key] = annotate(value, holder: holder)
            }
            if case .object(var properties)? = members["properties"] {
                for (name, property) in properties {
                    var annotated = annotate(property, holder: name)
                    if case .object(var fields) = annotated, fields["description"] == nil, let description = describeField(name, holder) {
                        fields["description"] = .string(description)
                        annotated = .object(fields)
                    }
                    properties[name] = annotated
                }
                members["properties"] = .object(properties)
                // An object with no properties is a value kept whole (a host's payload): open.
                if strict, !properties.isEmpty, members["additionalProperties"] == nil {
                    members["additionalProperties"] = .bool(false)
                }
            }
            return .object(members)
        default:
            return schema
        }
    }

    /// One `if`/`then` of a module or action type, its `then` described and annotated.
    private func describeVariant(_ variant: JSONValue, of holder: String) -> JSONValue {
        guard case .object(var members) = variant, let name = Self.variantName(variant), case .object(var then)? = members["then"] else { return variant }
        if strict, holder == "Module", case .object(var properties)? = then["properties"] {
            // A single-module document may name its schema, as a feed may.
            properties["$schema"] = ["type": "string", "description": "The schema an editor checks the document with."]
            then["properties"] = .object(properties)
        }
        // A host's action carries fields only the host knows: it stays open.
        let isHostAction = holder == "Action" && FormatDescriptions.actionTypes[name] == nil
        var annotated = isHostAction ? SchemaAnnotator(strict: false).annotate(.object(then), holder: holder) : annotate(.object(then), holder: holder)
        if case .object(var fields) = annotated {
            fields["description"] = .string(Self.description(ofVariant: name, in: holder))
            annotated = .object(fields)
        }
        members["then"] = annotated
        return .object(members)
    }

    /// The `type` property: each known name with its description, for completion; any other
    /// string too unless strict, since an unknown type is only a warning.
    private func typeSchema(names: [String], of holder: String) -> JSONValue {
        var choices: [JSONValue] = names.map { ["const": .string($0), "description": .string(Self.description(ofVariant: $0, in: holder))] }
        if !strict {
            choices.append(["type": "string", "description": .string(FormatDescriptions.overrides["\(holder).type"] ?? "")])
        }
        return ["type": "string", "anyOf": .array(choices), "description": .string(FormatDescriptions.overrides["\(holder).type"] ?? "")]
    }

    private static func variantName(_ variant: JSONValue) -> String? {
        if case .string(let name)? = variant["if"]?["properties"]?["type"]?["const"] { return name }
        return nil
    }

    private static func description(ofVariant name: String, in holder: String) -> String {
        let known = holder == "Module" ? FormatDescriptions.moduleTypes[name] : FormatDescriptions.actionTypes[name]
        return known ?? "A \(holder == "Module" ? "module" : "action") type of this project's hosts (feedterm.json)."
    }
}
