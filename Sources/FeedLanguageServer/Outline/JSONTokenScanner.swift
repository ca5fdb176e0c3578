/// The tokens of JSON text, read forgivingly: an unterminated string ends at its line's end,
/// and anything that is not punctuation, white space or a string is a scalar run.
struct JSONTokenScanner {
    struct Token {
        enum Kind {
            case open(isObject: Bool)
            case close(isObject: Bool)
            case colon, comma
            case string(String, isClosed: Bool)
            case scalar
        }

        let kind: Kind
        let span: Range<Int>
    }

    private let bytes: [UInt8]
    private var offset = 0

    /// Tokens from byte `offset` on.
    init(bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    mutating func next() -> Token? {
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
        guard offset < bytes.count else { return nil }
        let start = offset
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "{"): return Token(kind: .open(isObject: true), span: start..<offset)
        case UInt8(ascii: "["): return Token(kind: .open(isObject: false), span: start..<offset)
        case UInt8(ascii: "}"): return Token(kind: .close(isObject: true), span: start..<offset)
        case UInt8(ascii: "]"): return Token(kind: .close(isObject: false), span: start..<offset)
        case UInt8(ascii: ":"): return Token(kind: .colon, span: start..<offset)
        case UInt8(ascii: ","): return Token(kind: .comma, span: start..<offset)
        case UInt8(ascii: "\""): return string(from: start)
        default:
            while offset < bytes.count, !Self.endsScalar(bytes[offset]) { offset += 1 }
            return Token(kind: .scalar, span: start..<offset)
        }
    }

    /// A string from its opening quote at `start`, unescaped.
    private mutating func string(from start: Int) -> Token {
        var value: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return Token(kind: .string(String(decoding: value, as: UTF8.self), isClosed: true), span: start..<offset)
            }
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                offset += 1
                value += Self.unescape(bytes[offset], reading: &offset, in: bytes)
            } else {
                value.append(byte)
            }
            offset += 1
        }
        return Token(kind: .string(String(decoding: value, as: UTF8.self), isClosed: false), span: start..<offset)
    }

    /// The bytes an escape stands for; `\uXXXX` reads its four digits (a lone surrogate
    /// becomes U+FFFD: this is for places and names, not for judging).
    private static func unescape(_ byte: UInt8, reading offset: inout Int, in bytes: [UInt8]) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "n"): return [10]
        case UInt8(ascii: "t"): return [9]
        case UInt8(ascii: "r"): return [13]
        case UInt8(ascii: "b"): return [8]
        case UInt8(ascii: "f"): return [12]
        case UInt8(ascii: "u"):
            guard offset + 4 < bytes.count, let code = UInt32(String(decoding: bytes[(offset + 1)...(offset + 4)], as: UTF8.self), radix: 16) else { return [] }
            offset += 4
            return Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
        default: return [byte]
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
    }
}
