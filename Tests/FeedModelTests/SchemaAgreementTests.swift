import FeedModel
import Foundation
import Testing

/// `feedterm schema` and the decoder must agree on every field: the schema is probed from the
/// decoder, and these tests hold it to that by decoding documents made from the schema.
struct SchemaAgreementTests {
    let schema = FormatSchema.schema()
    var examples: SchemaExamples { SchemaExamples(schema: schema) }

    /// A module filled in from the schema, as a document's text.
    func text(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }

    @Test func everyModuleTypeAndActionIsInTheSchema() {
        #expect(examples.variants(of: "Module").map(\.name).sorted() == ModuleTypeRegistry.standard.typeNames)
        #expect(examples.variants(of: "Action").map(\.name) == Action.knownTypeNames)
    }

    @Test func aModuleWithEveryFieldTheSchemaNamesDecodesWithoutAComplaint() {
        for (type, module) in examples.variants(of: "Module") {
            let result = decode(text(module))
            #expect(result.diagnostics.isEmpty, "\(type): \(result.diagnostics)")
            #expect(result.modules.map(\.type) == [type])
        }
    }

    @Test func everyActionTheSchemaDescribesDecodesAsItsType() {
        for (type, action) in examples.variants(of: "Action") {
            let module: JSONValue = ["type": "section_header", "section_header": ["title": "T", "action": action]]
            let result = decode(text(module))
            #expect(result.diagnostics.isEmpty, "\(type): \(result.diagnostics)")
        }
    }

    /// Every field the schema lists is read by the decoder: a value of the wrong type there
    /// is always reported, as an error when the schema requires it.
    @Test func aWrongValueInAnyFieldTheSchemaListsIsReported() {
        for (type, module) in examples.variants(of: "Module") {
            for mutation in Self.mutations(of: module, path: "$") {
                let result = decode(text(mutation.document))
                #expect(!result.diagnostics.isEmpty, "\(type): a wrong value at \(mutation.path) went unreported")
            }
        }
    }

    /// Removing a field the schema requires is reported; removing one it does not require is not.
    @Test func theSchemasRequiredFieldsAreTheDecodersRequiredFields() {
        for (type, module) in examples.variants(of: "Module") {
            for removal in removals(in: module, schema: schema["$defs"]?["Module"] ?? .null, type: type, path: "$") {
                let result = decode(text(removal.document))
                if removal.required {
                    #expect(!result.diagnostics.isEmpty, "\(type): \(removal.path) is required by the schema, not by the decoder")
                } else {
                    // An Image without alt_text decodes; a validator warns of it (FT323) all the same.
                    let complaints = result.diagnostics.filter { $0.code != .pictureWithoutWords || !removal.path.hasSuffix("alt_text") }
                    #expect(complaints.isEmpty, "\(type): \(removal.path) is optional in the schema, but the decoder says \(result.diagnostics)")
                }
            }
        }
    }

    /// Every document of one property replaced by a value of another JSON type.
    static func mutations(of value: JSONValue, path: String) -> [(path: String, document: JSONValue)] {
        guard case .object(let members) = value else { return [] }
        var found: [(String, JSONValue)] = []
        for (key, member) in members {
            var wrong = members
            if case .string = member { wrong[key] = .integer(12) } else { wrong[key] = .string("wrong") }
            found.append(("\(path).\(key)", .object(wrong)))
            let nested = Self.mutations(of: Self.first(of: member), path: "\(path).\(key)")
            for (nestedPath, replacement) in nested {
                var changed = members
                changed[key] = Self.replacingFirst(of: member, with: replacement)
                found.append((nestedPath, .object(changed)))
            }
        }
        return found
    }

    /// Every document with one property removed, and whether the schema requires it.
    func removals(in value: JSONValue, schema: JSONValue, type: String?, path: String) -> [(path: String, required: Bool, document: JSONValue)] {
        guard case .object(let members) = value else { return [] }
        let objectSchema = variantSchema(schema, type: type)
        var found: [(String, Bool, JSONValue)] = []
        for (key, member) in members {
            var without = members
            without[key] = nil
            found.append(("\(path).\(key)", examples.isRequired(key, in: objectSchema), .object(without)))
            var memberSchema = examples.resolved(objectSchema)["properties"]?[key] ?? .null
            if case .array = member { memberSchema = memberSchema["items"] ?? .null }
            let memberType: String? = if case .string(let name)? = Self.first(of: member)["type"] { name } else { nil }
            for (nestedPath, required, replacement) in removals(in: Self.first(of: member), schema: memberSchema, type: memberType, path: "\(path).\(key)") {
                var changed = members
                changed[key] = Self.replacingFirst(of: member, with: replacement)
                found.append((nestedPath, required, .object(changed)))
            }
        }
        return found
    }

    /// For a definition that switches on `type`, the `then` of that type; else the schema.
    private func variantSchema(_ schema: JSONValue, type: String?) -> JSONValue {
        let resolved = examples.resolved(schema)
        guard case .array(let cases)? = resolved["allOf"], let type else { return resolved }
        return cases.first { $0["if"]?["properties"]?["type"]?["const"] == .string(type) }?["then"] ?? resolved
    }

    private static func first(of value: JSONValue) -> JSONValue {
        if case .array(let elements) = value { elements.first ?? .null } else { value }
    }

    private static func replacingFirst(of value: JSONValue, with replacement: JSONValue) -> JSONValue {
        if case .array(var elements) = value, !elements.isEmpty {
            elements[0] = replacement
            return .array(elements)
        }
        return replacement
    }
}
