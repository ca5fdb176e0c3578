/// The elements of one JSON array on the tape, read in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    unowned(unsafe) let context: TapeContext
    /// The tape index of the array.
    let array: Int
    let count: Int?
    private(set) var currentIndex = 0
    /// The tape index of the element at `currentIndex`.
    private var cursor: Int

    var codingPath: [any CodingKey] { context.codingPath(to: array) }

    init(context: TapeContext, array: Int) {
        self.context = context
        self.array = array
        count = Int(context.entries[array].length)
        cursor = array + 1
    }

    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The element's index, or the error for reading past the end.
    private func current<T>(_ type: T.Type) throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(T.self, .init(codingPath: codingPath + [AnyCodingKey(intValue: currentIndex)], debugDescription: "the array has no element [\(currentIndex)]"))
        }
        return cursor
    }

    private mutating func advance() {
        cursor = Int(context.entries[cursor].next)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard context.entries[try current(Never.self)].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decode(T.self, generic: ())
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try decode(Bool.self, generic: ()) }
    mutating func decode(_ type: String.Type) throws -> String { try decode(String.self, generic: ()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try decode(Double.self, generic: ()) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self, generic: ())) }
    mutating func decode(_ type: Int.Type) throws -> Int { try decode(Int.self, generic: ()) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(UInt64.self) }

    /// The generic path, named apart so the overloads above do not call themselves.
    private mutating func decode<T: Decodable>(_ type: T.Type, generic: Void) throws -> T {
        let value = try context.decode(T.self, at: try current(T.self))
        advance()
        return value
    }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let value = try context.integer(T.self, at: try current(T.self))
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try elementDecoder().container(keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try elementDecoder().unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try elementDecoder()
        advance()
        return decoder
    }

    private func elementDecoder() throws -> TapeDecoder {
        TapeDecoder(context: context, entry: try current(Never.self))
    }
}
