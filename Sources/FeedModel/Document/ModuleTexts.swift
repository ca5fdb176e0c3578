import FoundationEssentials

/// A layout document split into its modules' texts, read strictly but decoded no further: each
/// module's bytes, `id` and `type`, and the document's own keys but `modules` as a value. For a
/// tool that compares two versions of a document module by module (`feedterm diff`): a module
/// whose bytes did not change needs no value built, which is most of them.
public struct ModuleTexts: Sendable {
    /// One module: its text as the document holds it, and its `id` and `type` where they are strings.
    public struct Module: Sendable {
        /// The module's text, from its opening brace to its closing one.
        public let bytes: Data
        /// Its `id`, where it is a string.
        public let id: String?
        /// Its `type`, where it is a string.
        public let type: String?

        /// The module as a value, its text parsed again alone (it parsed as part of its
        /// document, so this does not fail for a module `ModuleTexts` made).
        public func value() -> JSONValue? {
            bytes.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> JSONValue? in
                guard let tape = try? JSONParser.parse(bytes) else { return nil }
                return tape.withUnsafeBufferPointer { entries in
                    let context = TapeContext(bytes: bytes, entries: entries, userInfo: [:])
                    return withExtendedLifetime(context) { try? JSONValue(tape: TapeDecoder(context: context, entry: 0)) }
                }
            }
        }
    }

    /// The modules, in order.
    public let modules: [Module]
    /// The path to the modules' array: `modules` in a feed, nothing for an array or one module.
    public let prefix: [AnyCodingKey]
    /// A feed's own keys but `modules` (its title, next_page), as a value; nil for the others.
    public let rest: JSONValue?

    /// `data` split into its modules; throws a `DiagnosticList` for text that is not strict
    /// JSON, as `JSONDocument` does.
    public init(_ data: Data) throws {
        (modules, prefix, rest) = try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws -> ([Module], [AnyCodingKey], JSONValue?) in
            let tape: [JSONTapeEntry]
            do {
                tape = try JSONParser.parse(bytes)
            } catch let error as JSONSyntaxError {
                var problems = [error.diagnostic]
                LineLocator.locate(&problems, in: bytes)
                throw DiagnosticList.error(of: problems)
            }
            return try tape.withUnsafeBufferPointer { entries in
                let context = TapeContext(bytes: bytes, entries: entries, userInfo: [:])
                return try withExtendedLifetime(context) { try Self.split(context) }
            }
        }
    }

    private static func split(_ context: TapeContext) throws -> ([Module], [AnyCodingKey], JSONValue?) {
        let root = context.entries[0]
        if root.kind == .array { return (modules(in: 0, context), [], nil) }
        guard root.kind == .object else { return ([], [], nil) }
        var rest: [String: JSONValue] = [:]
        var array: Int?
        var key = 1
        while key < Int(root.next) {
            let name = JSONString.decode(context.entries[key], in: context.bytes)
            if name == "modules", context.entries[key + 1].kind == .array, array == nil {
                array = key + 1
            } else if rest[name] == nil {
                rest[name] = try JSONValue(tape: TapeDecoder(context: context, entry: key + 1))
            }
            key = Int(context.entries[key + 1].next)
        }
        guard let array else { return ([module(at: 0, context)], [], nil) }
        return (modules(in: array, context), ["modules"], .object(rest))
    }

    private static func modules(in array: Int, _ context: TapeContext) -> [Module] {
        var found: [Module] = []
        var element = array + 1
        while element < Int(context.entries[array].next) {
            found.append(module(at: element, context))
            element = Int(context.entries[element].next)
        }
        return found
    }

    /// The module whose value is at tape index `index`: its bytes, and its `id` and `type`.
    private static func module(at index: Int, _ context: TapeContext) -> Module {
        let entry = context.entries[index]
        let start = entry.offset, end = valueEnd(from: start, in: context.bytes)
        var id: String?, type: String?
        if entry.kind == .object {
            var key = index + 1
            while key < Int(entry.next) {
                let value = context.entries[key + 1]
                if value.kind == .string {
                    switch JSONString.decode(context.entries[key], in: context.bytes) {
                    case "id" where id == nil: id = JSONString.decode(value, in: context.bytes)
                    case "type" where type == nil: type = JSONString.decode(value, in: context.bytes)
                    default: break
                    }
                }
                key = Int(value.next)
            }
        }
        return Module(bytes: Data(context.bytes[start..<end]), id: id, type: type)
    }

    /// The offset just past the value that starts at `start` in text the parser accepted: a
    /// string to its closing quote, a container to its closing bracket, anything else to the
    /// first byte that ends it.
    private static func valueEnd(from start: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        var position = start, depth = 0, inString = false
        while position < bytes.count {
            let byte = bytes[position]
            if inString {
                if byte == UInt8(ascii: "\\") { position += 2; continue }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return position + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return position }
                    depth -= 1
                    if depth == 0 { return position + 1 }
                case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                    if depth == 0 { return position }
                default: break
                }
            }
            position += 1
        }
        return position
    }
}
