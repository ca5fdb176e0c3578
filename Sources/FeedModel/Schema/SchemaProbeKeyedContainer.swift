/// The object side of `SchemaProbe`: `decode` notes a required field, `decodeIfPresent` an
/// optional one, and every key is there and not null, so every branch of a decoder is read.
struct SchemaProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let probe: SchemaProbe

    var codingPath: [any CodingKey] { probe.codingPath }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try probe.field(T.self, forKey: key.stringValue, required: true)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try probe.field(T.self, forKey: key.stringValue, required: false)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(false, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode("", key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(Double(0), key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(Float(0), key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(Int(0), key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(Int8(0), key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(Int16(0), key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(Int32(0), key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(Int64(0), key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(UInt(0), key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(UInt8(0), key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(UInt16(0), key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(UInt32(0), key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(UInt64(0), key) }

    /// The generic path, typed by an example value so each primitive overload is one line.
    private func decode<T: Decodable>(_ example: T, _ key: Key) throws -> T {
        try probe.field(T.self, forKey: key.stringValue, required: true)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try probe.nestedDecoder(forKey: key.stringValue).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try probe.nestedDecoder(forKey: key.stringValue).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { probe.nestedDecoder(forKey: "super") }
    func superDecoder(forKey key: Key) throws -> any Decoder { probe.nestedDecoder(forKey: key.stringValue) }
}
