/// The scalar side of `SchemaProbe`: notes the JSON type asked for and gives a placeholder,
/// or the string the parent was told to answer.
struct SchemaProbeSingleValue: SingleValueDecodingContainer {
    let probe: SchemaProbe

    var codingPath: [any CodingKey] { probe.codingPath }

    func decodeNil() -> Bool { false }

    func decode(_ type: Bool.Type) throws -> Bool { note("boolean", false) }
    func decode(_ type: String.Type) throws -> String { note("string", probe.scalarAnswer ?? "") }
    func decode(_ type: Double.Type) throws -> Double { note("number", 0) }
    func decode(_ type: Float.Type) throws -> Float { note("number", 0) }
    func decode(_ type: Int.Type) throws -> Int { note("integer", 0) }
    func decode(_ type: Int8.Type) throws -> Int8 { note("integer", 0) }
    func decode(_ type: Int16.Type) throws -> Int16 { note("integer", 0) }
    func decode(_ type: Int32.Type) throws -> Int32 { note("integer", 0) }
    func decode(_ type: Int64.Type) throws -> Int64 { note("integer", 0) }
    func decode(_ type: UInt.Type) throws -> UInt { note("integer", 0) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { note("integer", 0) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { note("integer", 0) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { note("integer", 0) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { note("integer", 0) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try probe.definitions.probe(T.self, with: probe)
    }

    private func note<T>(_ jsonType: String, _ value: T) -> T {
        probe.noteScalar(jsonType)
        return value
    }
}
