import Foundation

/// Finds where and why JSON text is unreadable, which JSONDecoder does not say.
///
/// It runs only after JSONDecoder has failed (or, for emptiness and UTF-8, before it), so valid
/// documents pay nothing for it. It is iterative: nesting of any depth cannot overflow the stack.
/// Like JSONDecoder it accepts a trailing comma and refuses nesting deeper than `maxDepth`.
struct JSONSyntaxChecker {
    static let maxDepth = 512

    private enum Container {
        case object
        case array
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// A fatal diagnostic for an empty document or invalid UTF-8, before any JSON is parsed.
    static func precheck(_ data: Data) -> Diagnostic? {
        if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            return fatal("the document is empty; expected a feed, an array of modules or one module", at: 0, in: data)
        }
        if let offset = firstInvalidUTF8(in: data) {
            return fatal("invalid UTF-8 (byte 0x\(String(data[data.startIndex + offset], radix: 16, uppercase: true))); layouts must be UTF-8 text", at: offset, in: data)
        }
        if let (offset, escape) = firstLoneSurrogate(in: data) {
            return fatal("invalid \\u escape: \(escape) is half of a UTF-16 surrogate pair and its other half is missing; strings must be valid Unicode", at: offset, in: data)
        }
        return nil
    }

    /// The first `\uD800`–`\uDFFF` escape that is not a high surrogate followed by a low one.
    ///
    /// JSONDecoder would refuse such a string only when a field reads it, with a message about
    /// its internals; the whole document is refused here instead, with the place.
    /// - Complexity: O(n), one pass that stops only at backslashes.
    private static func firstLoneSurrogate(in data: Data) -> (Int, String)? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (Int, String)? in
            let bytes = raw.bindMemory(to: UInt8.self)
            func unit(at index: Int) -> UInt16? {
                guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
                var value: UInt16 = 0
                for byte in bytes[(index + 2)..<(index + 6)] {
                    guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                    value = value << 4 | UInt16(digit)
                }
                return value
            }
            guard let base = bytes.baseAddress else { return nil }
            var index = 0
            while index < bytes.count {
                // memchr to the next backslash: escapes are rare in a feed.
                guard let found = memchr(base + index, Int32(UInt8(ascii: "\\")), bytes.count - index) else { return nil }
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                guard let value = unit(at: index) else {
                    index += 2  // any other escape, \\ included, is two bytes
                    continue
                }
                switch value {
                case 0xD800...0xDBFF:
                    guard let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low) else {
                        return (index, "\\u" + String(bytes[(index + 2)..<(index + 6)].map { Character(Unicode.Scalar($0)) }))
                    }
                    index += 12
                case 0xDC00...0xDFFF:
                    return (index, "\\u" + String(bytes[(index + 2)..<(index + 6)].map { Character(Unicode.Scalar($0)) }))
                default:
                    index += 6
                }
            }
            return nil
        }
    }

    /// The first syntax error in the text, or nil when it is well-formed JSON.
    static func locateError(in data: Data) -> Diagnostic? {
        var checker = JSONSyntaxChecker(data)
        guard let (offset, message) = checker.firstError() else { return nil }
        return fatal("malformed JSON: " + message, at: offset, in: data)
    }

    private static func fatal(_ message: String, at offset: Int, in data: Data) -> Diagnostic {
        let location = SourceLocation(byteOffset: offset, in: data)
        return Diagnostic(severity: .error, path: JSONPath.root, message: "\(message) at \(location)", location: location)
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence
    /// (Unicode table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF).
    /// - Complexity: O(n), with ASCII bytes, most of a feed, taken eight at a time.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let count = bytes.count
            var index = 0
            while index < count {
                // Eight ASCII bytes at once: none has its high bit set.
                if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = bytes[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var secondRange: ClosedRange<UInt8> = 0x80...0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; secondRange = 0xA0...0xBF
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; secondRange = 0x80...0x9F
                case 0xF0: length = 4; secondRange = 0x90...0xBF
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; secondRange = 0x80...0x8F
                default: return index
                }
                guard index + length <= count, secondRange.contains(bytes[index + 1]) else { return index }
                for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) {
                    return index
                }
                index += length
            }
            return nil
        }
    }

    private mutating func firstError() -> (Int, String)? {
        var stack: [Container] = []
        expectingValue: while true {
            skipWhitespace()
            guard index < bytes.count else {
                return (index, "unexpected end of file; expected a value")
            }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < Self.maxDepth else {
                    return (index, "nesting deeper than \(Self.maxDepth) levels")
                }
                let container: Container = bytes[index] == UInt8(ascii: "{") ? .object : .array
                stack.append(container)
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == closer(of: container) {
                    index += 1
                    stack.removeLast()
                } else {
                    if container == .object, let error = scanKey() { return error }
                    continue expectingValue
                }
            case UInt8(ascii: "\""):
                if let error = scanString() { return error }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if let error = scanNumber() { return error }
            case UInt8(ascii: "t"):
                if let error = scanLiteral("true") { return error }
            case UInt8(ascii: "f"):
                if let error = scanLiteral("false") { return error }
            case UInt8(ascii: "n"):
                if let error = scanLiteral("null") { return error }
            default:
                return (index, "unexpected \(describe(bytes[index])); expected a value")
            }
            // After a value: a separator, a closer, or the end of the document.
            while true {
                skipWhitespace()
                guard let container = stack.last else {
                    return index < bytes.count ? (index, "unexpected \(describe(bytes[index])) after the end of the document") : nil
                }
                guard index < bytes.count else {
                    return (index, "unexpected end of file; expected ',' or '\(Character(Unicode.Scalar(closer(of: container))))'")
                }
                if bytes[index] == closer(of: container) {
                    index += 1
                    stack.removeLast()
                    continue
                }
                guard bytes[index] == UInt8(ascii: ",") else {
                    return (index, "unexpected \(describe(bytes[index])); expected ',' or '\(Character(Unicode.Scalar(closer(of: container))))'")
                }
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == closer(of: container) {
                    continue  // a trailing comma, which JSONDecoder accepts too
                }
                if container == .object, let error = scanKey() { return error }
                continue expectingValue
            }
        }
    }

    private func closer(of container: Container) -> UInt8 {
        container == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) {
            index += 1
        }
    }

    /// `"key"` then `:`.
    private mutating func scanKey() -> (Int, String)? {
        guard index < bytes.count else { return (index, "unexpected end of file; expected a key in quotes") }
        guard bytes[index] == UInt8(ascii: "\"") else {
            return (index, "unexpected \(describe(bytes[index])); expected a key in double quotes")
        }
        if let error = scanString() { return error }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            return (index, index < bytes.count ? "unexpected \(describe(bytes[index])); expected ':' after the key" : "unexpected end of file; expected ':'")
        }
        index += 1
        return nil
    }

    private mutating func scanString() -> (Int, String)? {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { break }
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "u") {
                    let hex = bytes[(index + 2)..<min(index + 6, bytes.count)]
                    guard hex.count == 4, hex.allSatisfy({ Unicode.Scalar($0).properties.isASCIIHexDigit }) else {
                        return (index, "invalid \\u escape; expected four hexadecimal digits")
                    }
                    index += 6
                } else if "\"\\/bfnrt".utf8.contains(escaped) {
                    index += 2
                } else {
                    return (index, "invalid escape \\\(describe(escaped, quoted: false)) in a string")
                }
            case 0x00..<0x20:
                return (index, "unescaped control character \(describe(byte)) in a string")
            default:
                index += 1
            }
        }
        return (start, "unterminated string (unexpected end of file)")
    }

    private mutating func scanNumber() -> (Int, String)? {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard scanDigits() > 0 else { return (start, "invalid number; expected digits") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard scanDigits() > 0 else { return (start, "invalid number; expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard scanDigits() > 0 else { return (start, "invalid number; expected digits in the exponent") }
        }
        return nil
    }

    private mutating func scanDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        return index - start
    }

    private mutating func scanLiteral(_ literal: String) -> (Int, String)? {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            return (index, "unexpected \(describe(bytes[index])); expected a value (did you mean '\(literal)'?)")
        }
        index += expected.count
        return nil
    }

    /// A byte as a person reads it: `'x'`, or `U+0000` for controls and non-ASCII.
    private func describe(_ byte: UInt8, quoted: Bool = true) -> String {
        if (0x21..<0x7F).contains(byte) {
            let character = String(Character(Unicode.Scalar(byte)))
            return quoted ? "character '\(character)'" : character
        }
        return "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
}
