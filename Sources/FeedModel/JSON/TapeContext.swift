/// What every decoder and container of one tape decode shares: the bytes, the tape, the
/// caller's userInfo, and where the decoded value sits in its document.
///
/// The pointers are valid only inside the `withUnsafe…` scope that made them, which is the
/// whole of one decode: `FeedDecoder` never lets a decoder outlive it, and holds the context
/// for as long as any decoder of it runs.
///
/// Coding paths are not carried down the tree: a value's path is worked out from the tape
/// (`codingPath(to:)`) when something asks for it, which is when something went wrong. Building
/// a path array for every nested value was a fifth of a feed's decode.
final class TapeContext {
    let bytes: UnsafeRawBufferPointer
    let entries: UnsafeBufferPointer<JSONTapeEntry>
    let userInfo: [CodingUserInfoKey: Any]
    /// The tape index of the value decoding starts from, and that value's coding path.
    let root: Int
    let rootPath: [any CodingKey]
    /// What the decode's checks share; nil for a decode that makes none beyond reading.
    let checks: DecodeChecks?
    /// Where the decode reports, read once rather than for every object.
    let log: DiagnosticLog
    /// Where the paths a document names are collected, when the decode collects them.
    let references: ReferenceLog?
    /// The module types the decode knows, read once rather than for every module.
    let moduleTypes: ModuleTypeRegistry

    init(bytes: UnsafeRawBufferPointer, entries: UnsafeBufferPointer<JSONTapeEntry>, userInfo: [CodingUserInfoKey: Any], root: Int = 0, rootPath: [any CodingKey] = []) {
        self.bytes = bytes
        self.entries = entries
        self.userInfo = userInfo
        self.root = root
        self.rootPath = rootPath
        checks = userInfo[.checks] as? DecodeChecks
        log = userInfo[.diagnosticLog] as? DiagnosticLog ?? DiagnosticLog()
        references = checks?.references
        moduleTypes = userInfo[.moduleTypes] as? ModuleTypeRegistry ?? .standard
    }

    /// A context for another value of the same decode (a feed's next module), sharing what
    /// `template` read from its userInfo instead of casting it out again for every module.
    init(bytes: UnsafeRawBufferPointer, entries: UnsafeBufferPointer<JSONTapeEntry>, root: Int, rootPath: [any CodingKey], like template: TapeContext) {
        self.bytes = bytes
        self.entries = entries
        self.root = root
        self.rootPath = rootPath
        userInfo = template.userInfo
        checks = template.checks
        log = template.log
        references = template.references
        moduleTypes = template.moduleTypes
    }

    /// The coding path of the value at tape index `target`: the keys and indices from the root
    /// down to it.
    /// - Complexity: O(depth × members of the containers on the way).
    func codingPath(to target: Int) -> [any CodingKey] {
        var path = rootPath
        var container = root
        descending: while container != target {
            let isObject = entries[container].kind == .object
            var child = container + 1
            var position = 0
            while child < Int(entries[container].next) {
                let value = isObject ? child + 1 : child
                let next = Int(entries[value].next)
                if target >= value, target < next {
                    path.append(isObject ? AnyCodingKey(JSONString.decode(entries[child], in: bytes)) : AnyCodingKey(intValue: position))
                    container = value
                    continue descending
                }
                child = next
                position += 1
            }
            break  // not below this container: a target outside the root's value
        }
        return path
    }

    /// Decodes the value at tape index `index`.
    ///
    /// Strings, integers, doubles and booleans are read straight off the tape; anything else
    /// decodes itself from a `TapeDecoder`.
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        if T.self == String.self {
            return try string(at: index) as! T
        }
        if T.self == Int.self {
            return try integer(Int.self, at: index) as! T
        }
        if T.self == Double.self {
            return try double(at: index) as! T
        }
        if T.self == Bool.self {
            return try bool(at: index) as! T
        }
        return try T(from: TapeDecoder(context: self, entry: index))
    }

    func string(at index: Int) throws -> String {
        let entry = entries[index]
        guard entry.kind == .string else { throw mismatch(String.self, at: index) }
        return JSONString.decode(entry, in: bytes)
    }

    func bool(at index: Int) throws -> Bool {
        switch entries[index].kind {
        case .true: return true
        case .false: return false
        default: throw mismatch(Bool.self, at: index)
        }
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at index: Int) throws -> T {
        let entry = entries[index]
        guard entry.kind == .number else { throw mismatch(T.self, at: index) }
        if entry.flag, let value = JSONNumber.integer(entry, in: bytes), let exact = T(exactly: value) {
            return exact
        }
        // A fraction or an exponent is fine when the value is a whole number in range: 1e2.
        // One too small for a Double (1e-400) is no integer, though it reads as 0.
        let text = JSONNumber.text(entry, in: bytes)
        let underflows = Double(text) == 0 && JSONNumber.hasNonzeroDigit(text)
        if !underflows, let value = Double(text), value.isFinite, value.rounded() == value, abs(value) < 0x1p63, let exact = T(exactly: value) {
            return exact
        }
        let isFraction = underflows || (Double(text).map { $0.isFinite && $0.rounded() != $0 } ?? false)
        let message = isFraction ? "expected an integer, found \(text)" : "number \(text) is out of range for an integer"
        throw DecodingError.dataCorrupted(.init(
            codingPath: codingPath(to: index), debugDescription: message,
            underlyingError: TapeFault(offset: entry.offset, found: .number, code: .numberOutOfRange)
        ))
    }

    func double(at index: Int) throws -> Double {
        let entry = entries[index]
        guard entry.kind == .number else { throw mismatch(Double.self, at: index) }
        if let value = JSONNumber.double(entry, in: bytes) {
            return value
        }
        throw DecodingError.dataCorrupted(.init(
            codingPath: codingPath(to: index), debugDescription: "number \(JSONNumber.text(entry, in: bytes)) is out of range for a number",
            underlyingError: TapeFault(offset: entry.offset, found: .number, code: .numberOutOfRange)
        ))
    }

    /// The error for a value of the wrong kind: `valueNotFound` for null, else `typeMismatch`.
    func mismatch<T>(_ type: T.Type, at index: Int) -> DecodingError {
        let entry = entries[index]
        let found = JSONKind(entry.kind)
        let context = DecodingError.Context(
            codingPath: codingPath(to: index),
            debugDescription: "expected \(JSONKind.expected(for: T.self)), found \(found.rawValue)",
            underlyingError: TapeFault(offset: entry.offset, found: found)
        )
        return found == .null ? .valueNotFound(T.self, context) : .typeMismatch(T.self, context)
    }
}
