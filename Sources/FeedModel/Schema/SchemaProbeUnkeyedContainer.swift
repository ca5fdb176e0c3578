/// The array side of `SchemaProbe`: one element is read, and its schema is the items' schema.
struct SchemaProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let probe: SchemaProbe
    private(set) var currentIndex = 0

    init(probe: SchemaProbe) {
        self.probe = probe
    }

    var codingPath: [any CodingKey] { probe.codingPath }
    var count: Int? { 1 }
    var isAtEnd: Bool { currentIndex > 0 }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = SchemaProbe(codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)], definitions: probe.definitions)
        currentIndex += 1
        let value = try probe.definitions.probe(T.self, with: element)
        probe.noteElements(element)
        return value
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decode(Bool.self, generic: ()) }
    mutating func decode(_ type: String.Type) throws -> String { try decode(String.self, generic: ()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decode(Double.self, generic: ()) }
    mutating func decode(_ type: Float.Type) throws -> Float { try decode(Float.self, generic: ()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decode(Int.self, generic: ()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try decode(Int8.self, generic: ()) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try decode(Int16.self, generic: ()) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try decode(Int32.self, generic: ()) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try decode(Int64.self, generic: ()) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try decode(UInt.self, generic: ()) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(UInt8.self, generic: ()) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(UInt16.self, generic: ()) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(UInt32.self, generic: ()) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(UInt64.self, generic: ()) }

    /// The generic path, for the primitive overloads.
    private mutating func decode<T: Decodable>(_ type: T.Type, generic: Void) throws -> T {
        try decode(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let element = SchemaProbe(codingPath: codingPath, definitions: probe.definitions)
        currentIndex += 1
        probe.noteElements(element)
        return try element.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let element = SchemaProbe(codingPath: codingPath, definitions: probe.definitions)
        currentIndex += 1
        probe.noteElements(element)
        return try element.unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let element = SchemaProbe(codingPath: codingPath, definitions: probe.definitions)
        currentIndex += 1
        probe.noteElements(element)
        return element
    }
}
