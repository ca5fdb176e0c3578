/// Our `Decoder`: runs a Decodable model over one value of a parsed tape.
///
/// The model types stay plain `Decodable`, and `containerV3` / `requireV3` / `decodeV3` work on
/// it as on any decoder; what this one adds is that every error it throws carries a
/// `TapeFault` with the byte offset of the value at fault and what kind of value it found.
struct TapeDecoder: Decoder {
    /// Unowned: the context outlives every decoder of its decode, and a decoder is copied for
    /// every nested value, where reference counting was a tenth of a feed's decode.
    unowned(unsafe) let context: TapeContext
    /// The tape index of the value this decoder reads.
    let entry: Int

    var codingPath: [any CodingKey] { context.codingPath(to: entry) }

    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    /// The byte offset of the value this decoder reads.
    var offset: Int { context.entries[entry].offset }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try keyedContainer(keyedBy: type))
    }

    /// The object's container as its own type, for callers that skip the type-erased box.
    func keyedContainer<Key: CodingKey>(keyedBy type: Key.Type) throws -> TapeKeyedContainer<Key> {
        guard context.entries[entry].kind == .object else {
            throw context.mismatch(KeyedDecodingContainer<Key>.self, at: entry)
        }
        return TapeKeyedContainer<Key>(context: context, object: entry)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try arrayContainer()
    }

    /// The array's container as its own type.
    func arrayContainer() throws -> TapeUnkeyedContainer {
        guard context.entries[entry].kind == .array else {
            throw context.mismatch([Never].self, at: entry)
        }
        return TapeUnkeyedContainer(context: context, array: entry)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }
}

extension Decoder {
    /// This decoder as the tape's own, when it is one.
    ///
    /// Compares the type and reinterprets the value: `as? TapeDecoder` from `any Decoder` went
    /// through the runtime's general cast, about 250 instructions for every object of a feed
    /// (2.5% of a validate).
    var asTapeDecoder: TapeDecoder? {
        Self.self == TapeDecoder.self ? unsafeBitCast(self, to: TapeDecoder.self) : nil
    }

    /// The byte offset of the value being decoded, when it comes from a tape.
    public var sourceOffset: Int? {
        asTapeDecoder?.offset
    }

    /// Whether the value may be of `kind`: on a tape, whether it is; from any other decoder,
    /// true, to be found out by decoding. A decode that fails builds an error with its coding
    /// path and words, thousands of instructions: asking first keeps the usual shape off
    /// that path.
    func mayHold(_ kind: JSONTapeEntry.Kind) -> Bool {
        asTapeDecoder.map { $0.context.entries[$0.entry].kind == kind } ?? true
    }
}
