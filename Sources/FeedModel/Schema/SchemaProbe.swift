/// A Decoder that reads no JSON: it answers each request with a placeholder and writes down
/// what was asked, so a type's own `init(from:)` says which fields it reads, of what types,
/// which are required and by what rules.
///
/// `FormatSchema` runs every registered module type and action through it. Since the schema
/// comes from the decoding code itself, a field added to the decoder is in the schema too.
final class SchemaProbe: Decoder {
    /// What the probed value turned out to be.
    enum Shape {
        case anything
        case scalar(String)
        case object
        case array(SchemaProbe?)
        /// A schema given whole: a reference to a definition, or a type that says its own.
        case fixed(JSONValue)
    }

    /// A field the decoder read: its probe, whether it was required, and its rule's keywords.
    struct Property {
        let name: String
        let probe: SchemaProbe
        var required: Bool
        var extra: [String: JSONValue]
    }

    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    let definitions: SchemaDefinitions
    /// Values to give for this object's string fields, such as `["type": "open_listing"]`
    /// when probing one variant of a type that switches on a field.
    let answers: [String: String]
    /// The string this value answers, when it is a scalar its parent asked for by name.
    let scalarAnswer: String?
    private(set) var shape = Shape.anything
    private(set) var properties: [Property] = []

    init(codingPath: [any CodingKey] = [], definitions: SchemaDefinitions, answers: [String: String] = [:], scalarAnswer: String? = nil) {
        self.codingPath = codingPath
        self.definitions = definitions
        self.answers = answers
        self.scalarAnswer = scalarAnswer
        userInfo = [.moduleTypes: definitions.moduleTypes]
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        shape = .object
        return KeyedDecodingContainer(SchemaProbeKeyedContainer<Key>(probe: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        shape = .array(nil)
        return SchemaProbeUnkeyedContainer(probe: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SchemaProbeSingleValue(probe: self)
    }

    /// Notes that this value is a JSON scalar of `type` ("string", "integer", …).
    func noteScalar(_ type: String) {
        shape = .scalar(type)
    }

    /// Notes a schema given whole.
    func noteFixed(_ schema: JSONValue) {
        shape = .fixed(schema)
    }

    /// Notes the schema of an array's elements.
    func noteElements(_ probe: SchemaProbe) {
        shape = .array(probe)
    }

    /// A placeholder for field `key` of type `T`, having written down its schema.
    func field<T: Decodable>(_ type: T.Type, forKey key: String, required: Bool, extra: [String: JSONValue] = [:]) throws -> T {
        let child = self.child(forKey: key)
        let value = try definitions.probe(T.self, with: child)
        addProperty(Property(name: key, probe: child, required: required, extra: extra))
        return value
    }

    /// A required array of `T` with at least `minimum` elements, or an optional one.
    func arrayField<T: Decodable>(of type: T.Type, forKey key: String, required: Bool, minimum: Int) throws -> [T] {
        let child = self.child(forKey: key)
        let element = SchemaProbe(codingPath: child.codingPath + [AnyCodingKey(intValue: 0)], definitions: definitions)
        let value = try definitions.probe(T.self, with: element)
        child.noteElements(element)
        addProperty(Property(name: key, probe: child, required: required, extra: minimum > 0 ? ["minItems": .integer(minimum)] : [:]))
        return [value]
    }

    /// Notes an optional field `key` whose schema the caller gives whole, as a module's
    /// `fallback`, which is a module or a string.
    func fixedField(_ key: String, schema: JSONValue) {
        let child = self.child(forKey: key)
        child.noteFixed(schema)
        addProperty(Property(name: key, probe: child, required: false, extra: [:]))
    }

    /// A decoder for field `key` whose type only the caller knows, as a module's payload.
    func nestedDecoder(forKey key: String) -> SchemaProbe {
        let child = self.child(forKey: key)
        addProperty(Property(name: key, probe: child, required: true, extra: [:]))
        return child
    }

    /// What was written down, as JSON Schema.
    var schema: JSONValue {
        switch shape {
        case .anything: return .object([:])
        case .scalar(let type): return .object(["type": .string(type)])
        case .fixed(let schema): return schema
        case .array(let element): return .object(["type": "array", "items": element?.schema ?? .object([:])])
        case .object:
            var members: [String: JSONValue] = [:]
            for property in properties {
                guard case .object(var schema) = property.probe.schema else { continue }
                schema.merge(property.extra) { _, rule in rule }
                members[property.name] = .object(schema)
            }
            let required = properties.filter(\.required).map { JSONValue.string($0.name) }
            return .object(["type": "object", "properties": .object(members), "required": .array(required)])
        }
    }

    private func child(forKey key: String) -> SchemaProbe {
        SchemaProbe(codingPath: codingPath + [AnyCodingKey(key)], definitions: definitions, scalarAnswer: answers[key])
    }

    /// The first reading of a field wins, as a decoder that checks `contains` then decodes
    /// would otherwise note it twice.
    private func addProperty(_ property: Property) {
        guard let index = properties.firstIndex(where: { $0.name == property.name }) else {
            properties.append(property)
            return
        }
        properties[index].required = properties[index].required || property.required
        properties[index].extra.merge(property.extra) { _, new in new }
    }
}
