/// A keyed container that decodes by the V3 rules of the layout format's decoding rules.
///
/// `requireV3` throws a `FieldError` naming the deepest field at fault, so the nearest place that
/// can recover (an optional field, an element of a lossy array, a module) drops just what it must.
/// `decodeV3` never throws: a value that is present but bad becomes nil and a warning.
///
/// Over our own tape it reads the object directly (`TapeKeyedContainer`), which the compiler
/// specialises for each model type; any other decoder goes through its `KeyedDecodingContainer`.
public struct V3Container<Key: CodingKey> {
    /// The object being decoded.
    ///
    /// The other decoder's container is boxed: a standard library container in the payload
    /// made the enum's layout known only at run time, and asking the runtime which case it held
    /// was a tenth of a feed's decode.
    enum Object {
        /// On our tape: read directly.
        case tape(TapeKeyedContainer<Key>)
        /// From any other decoder.
        case erased(ErasedContainer<Key>)
    }

    let object: Object
    /// The decoder of the object: where the log is. Looked up only when there is something
    /// to report, since most containers of a feed report nothing.
    let decoder: any Decoder

    init(decoder: any Decoder, keyedBy type: Key.Type, reportingUnknownKeys: Bool) throws {
        if let tapeDecoder = decoder.asTapeDecoder {
            let tape = try tapeDecoder.keyedContainer(keyedBy: type)
            object = .tape(tape)
            // A key type that takes any string (AnyCodingKey) has no unknown keys to find.
            if reportingUnknownKeys, Key.self != AnyCodingKey.self {
                tape.reportKeysOutsideKeyType()
            }
        } else {
            object = .erased(ErasedContainer(try decoder.container(keyedBy: type)))
        }
        self.decoder = decoder
    }

    /// The container as the standard library's type, for code that needs more than V3 offers.
    public var base: KeyedDecodingContainer<Key> {
        switch object {
        case .tape(let tape): KeyedDecodingContainer(tape)
        case .erased(let erased): erased.base
        }
    }

    /// The object on the tape, when it is on one.
    var tape: TapeKeyedContainer<Key>? {
        if case .tape(let tape) = object { tape } else { nil }
    }

    /// The schema probe, when the decoder is one: then each method notes what it would read
    /// instead of reading (`FormatSchema`). A container on the tape never is, and saying so
    /// first keeps the cast off the path of every field of a feed.
    var probe: SchemaProbe? {
        if case .tape = object { return nil }
        return decoder as? SchemaProbe
    }

    /// Where warnings go; the one the decoder carries.
    public var log: DiagnosticLog { decoder.diagnosticLog }

    /// The path of the object this container reads.
    public var codingPath: [any CodingKey] {
        switch object {
        case .tape(let tape): tape.codingPath
        case .erased(let erased): erased.base.codingPath
        }
    }

    /// Whether the key is present, null or not.
    public func contains(_ key: Key) -> Bool {
        switch object {
        case .tape(let tape): tape.contains(key)
        case .erased(let erased): erased.base.contains(key)
        }
    }

    /// Whether the key is present with a value other than null.
    public func hasValue(_ key: Key) -> Bool {
        switch object {
        case .tape(let tape): tape.valueIndex(for: key).map { tape.context.entries[$0].kind != .null } ?? false
        case .erased(let erased): erased.base.contains(key) && (try? erased.base.decodeNil(forKey: key)) == false
        }
    }

    /// A decoder for the key's value, for a payload whose type is known only at run time.
    public func superDecoder(forKey key: Key) throws -> any Decoder {
        switch object {
        case .tape(let tape): try tape.superDecoder(forKey: key)
        case .erased(let erased): try erased.base.superDecoder(forKey: key)
        }
    }

    /// The JSON path of a key in this container.
    public func path(of key: Key) -> String {
        JSONPath.string(for: codingPath + [key])
    }

    /// The byte offset of the key's value, or of this object when the key is absent.
    public func byteOffset(of key: Key) -> Int? {
        guard let tape else { return nil }
        return tape.valueIndex(for: key).map { tape.context.entries[$0].offset } ?? tape.context.entries[tape.object].offset
    }

    /// Records a warning about the key's value, at its place.
    public func warn(_ key: Key, _ message: String, code: DiagnosticCode, fix: DiagnosticFix? = nil) {
        log.record(.warning(path(of: key), message, code: code, at: byteOffset(of: key), fix: fix))
    }

    /// Decodes a required value; throws a `FieldError` when it is missing, null or bad.
    public func requireV3<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let probe { return try probe.field(T.self, forKey: key.stringValue, required: true) }
        do {
            switch object {
            case .tape(let tape): return try tape.decode(T.self, forKey: key)
            case .erased(let erased): return try erased.base.decode(T.self, forKey: key)
            }
        } catch {
            // A missing key that names its misspelling replaces the misspelling's own warning.
            if case DecodingError.keyNotFound(_, let context) = error, let nearMiss = (context.underlyingError as? TapeFault)?.nearMiss {
                log.withdraw(.unknownKey, at: JSONPath.string(for: codingPath + [AnyCodingKey(nearMiss)]))
            }
            throw V3Errors.fieldError(from: error, expected: T.self, in: codingPath, key: key)
        }
    }

    /// Decodes a required value that must also follow `rule`.
    public func requireV3<T: Decodable>(_ type: T.Type, forKey key: Key, rule: FieldRule<T>) throws -> T {
        if let probe { return try probe.field(T.self, forKey: key.stringValue, required: true, extra: rule.schema) }
        let value = try requireV3(type, forKey: key)
        if let complaint = rule.complaint(value) {
            throw FieldError(path: path(of: key), message: complaint, code: .invalidValue, byteOffset: byteOffset(of: key))
        }
        return value
    }

    /// Decodes an optional value: absent or null is nil silently; present but bad is nil with a warning.
    public func decodeV3<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        if let probe { return try? probe.field(T.self, forKey: key.stringValue, required: false) }
        do {
            // One lookup: absent and null are nil, anything else is decoded or thrown.
            switch object {
            case .tape(let tape): return try tape.decodeIfPresent(T.self, forKey: key)
            case .erased(let erased): return try erased.base.decodeIfPresent(T.self, forKey: key)
            }
        } catch {
            log.record(V3Errors.fieldError(from: error, expected: T.self, in: codingPath, key: key).diagnostic(.warning, consequence: "field ignored"))
            return nil
        }
    }

    /// Decodes an optional value that must also follow `rule`; a value that breaks it is a warning.
    public func decodeV3<T: Decodable>(_ type: T.Type, forKey key: Key, rule: FieldRule<T>) -> T? {
        if let probe { return try? probe.field(T.self, forKey: key.stringValue, required: false, extra: rule.schema) }
        guard let value = decodeV3(type, forKey: key) else { return nil }
        if let complaint = rule.complaint(value) {
            warn(key, complaint + "; field ignored", code: .invalidValue)
            return nil
        }
        return value
    }

    /// Decodes an optional value that the caller cannot do without when it is there: absent
    /// or null is nil, and present but bad (or breaking `rule`) throws, as `requireV3` does.
    public func optionalV3<T: Decodable>(_ type: T.Type, forKey key: Key, rule: FieldRule<T>? = nil) throws -> T? {
        if let probe { return try probe.field(T.self, forKey: key.stringValue, required: false, extra: rule?.schema ?? [:]) }
        guard hasValue(key) else { return nil }
        let value = try requireV3(type, forKey: key)
        if let complaint = rule?.complaint(value) {
            throw FieldError(path: path(of: key), message: complaint, code: .invalidValue, byteOffset: byteOffset(of: key))
        }
        return value
    }
}
