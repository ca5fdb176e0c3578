/// The members of one JSON object on the tape, looked up by key.
///
/// A lookup walks the object's members in order and compares bytes: feed objects have a few
/// keys each, so a walk beats building a dictionary. The first of duplicate keys wins.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    unowned(unsafe) let context: TapeContext
    /// The tape index of the object.
    let object: Int

    var codingPath: [any CodingKey] { context.codingPath(to: object) }

    /// The tape index of the value of `key`, or nil when the object has no such key.
    /// - Complexity: O(members).
    func valueIndex(for key: Key) -> Int? {
        keyIndex(named: key.stringValue).map { $0 + 1 }
    }

    /// The tape index of the key `name` of the object, or nil when it has no such key.
    /// - Complexity: O(members).
    private func keyIndex(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { name in
            var index = object + 1
            let end = Int(context.entries[object].next)
            while index < end {
                if JSONString.equals(context.entries[index], name, in: context.bytes) {
                    return index
                }
                index = Int(context.entries[index + 1].next)
            }
            return nil
        }
    }

    /// The keys of the object, in document order, as strings.
    var keyStrings: [String] {
        var keys: [String] = []
        var index = object + 1
        let end = Int(context.entries[object].next)
        while index < end {
            keys.append(JSONString.decode(context.entries[index], in: context.bytes))
            index = Int(context.entries[index + 1].next)
        }
        return keys
    }

    var allKeys: [Key] {
        keyStrings.compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
        valueIndex(for: key) != nil
    }

    /// The value's index, or the error for a missing key, with a near miss when the object has one.
    func require(_ key: Key) throws -> Int {
        if let index = valueIndex(for: key) {
            return index
        }
        // Keys the type does not know are the candidates; a key type that takes any string
        // (AnyCodingKey) knows none, so then every other key is.
        let acceptsAnything = Key(stringValue: "\u{0}feedterm") != nil
        let unknown = keyStrings.filter { acceptsAnything || Key(stringValue: $0) == nil }
        let nearMiss = NearMiss.closest(to: key.stringValue, among: unknown)
        // Placed at the near miss when there is one (`tilte`): that key is what the author
        // must change, and the editor underlines it too.
        let offset = nearMiss.flatMap(keyIndex(named:)).map { context.entries[$0].offset } ?? context.entries[object].offset
        let fault = TapeFault(offset: offset, code: .missingKey, nearMiss: nearMiss)
        throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "required key '\(key.stringValue)' is missing", underlyingError: fault))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        context.entries[try require(key)].kind == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try context.decode(T.self, at: try require(key))
    }

    /// One lookup: absent or null is nil; anything else is decoded, or throws.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = valueIndex(for: key), context.entries[index].kind != .null else { return nil }
        return try context.decode(T.self, at: index)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try TapeDecoder(context: context, entry: try require(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nestedArray(forKey: key)
    }

    /// The array under `key` as its own container type.
    func nestedArray(forKey key: Key) throws -> TapeUnkeyedContainer {
        try TapeDecoder(context: context, entry: try require(key)).arrayContainer()
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(forKey: Key(stringValue: "super") ?? Key(intValue: 0)!)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TapeDecoder(context: context, entry: try require(key))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try context.bool(at: try require(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try context.string(at: try require(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try context.double(at: try require(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try context.double(at: try require(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(Int.self, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(Int8.self, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(Int16.self, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(Int32.self, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(Int64.self, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(UInt.self, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(UInt8.self, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(UInt16.self, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(UInt32.self, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(UInt64.self, key) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try context.integer(T.self, at: try require(key))
    }
}
