/// A second, deliberately simple recogniser of RFC 8259, written straight from its grammar, for
/// the fuzzer to hold the real parser to: recursive descent, one function per rule, no speed
/// tricks, sharing no code with FeedModel.
///
/// It agrees with the format's stricter choices where the RFC leaves room: nesting of at most
/// 512 levels, and escaped surrogates only as pairs.
struct JSONRecogniser {
    private let bytes: [UInt8]
    private var index = 0

    /// Whether `bytes` is one JSON text.
    static func accepts(_ bytes: [UInt8]) -> Bool {
        // RFC 8259 §8.1: UTF-8, checked by the standard library's own decoder.
        guard String(validating: bytes, as: UTF8.self) != nil else { return false }
        var recogniser = JSONRecogniser(bytes: bytes)
        return recogniser.jsonText()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    /// JSON-text = ws value ws
    private mutating func jsonText() -> Bool {
        ws()
        guard value(depth: 0) else { return false }
        ws()
        return index == bytes.count
    }

    /// ws = *( %x20 / %x09 / %x0A / %x0D )
    private mutating func ws() {
        while let byte = current, [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
            index += 1
        }
    }

    /// value = false / null / true / object / array / number / string
    private mutating func value(depth: Int) -> Bool {
        switch current {
        case UInt8(ascii: "{"): return object(depth: depth + 1)
        case UInt8(ascii: "["): return array(depth: depth + 1)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func literal(_ word: String) -> Bool {
        for byte in word.utf8 where !take(byte) {
            return false
        }
        return true
    }

    /// object = begin-object [ member *( value-separator member ) ] end-object
    private mutating func object(depth: Int) -> Bool {
        guard depth <= 512, take(UInt8(ascii: "{")) else { return false }
        ws()
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            ws()
            // member = string name-separator value
            guard string() else { return false }
            ws()
            guard take(UInt8(ascii: ":")) else { return false }
            ws()
            guard value(depth: depth) else { return false }
            ws()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// array = begin-array [ value *( value-separator value ) ] end-array
    private mutating func array(depth: Int) -> Bool {
        guard depth <= 512, take(UInt8(ascii: "[")) else { return false }
        ws()
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            ws()
            guard value(depth: depth) else { return false }
            ws()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// number = [ minus ] int [ frac ] [ exp ]
    private mutating func number() -> Bool {
        _ = take(UInt8(ascii: "-"))
        // int = zero / ( digit1-9 *DIGIT )
        if !take(UInt8(ascii: "0")) {
            guard let first = current, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first) else { return false }
            digits()
        }
        // frac = decimal-point 1*DIGIT
        if take(UInt8(ascii: ".")) {
            guard digits() > 0 else { return false }
        }
        // exp = e [ minus / plus ] 1*DIGIT
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "-")) || take(UInt8(ascii: "+"))
            guard digits() > 0 else { return false }
        }
        return true
    }

    @discardableResult
    private mutating func digits() -> Int {
        var count = 0
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
            count += 1
        }
        return count
    }

    /// string = quotation-mark *char quotation-mark
    private mutating func string() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return true
            case UInt8(ascii: "\\"):
                guard escape() else { return false }
            case 0x00...0x1F:
                return false  // unescaped = %x20-21 / %x23-5B / %x5D-10FFFF
            default:
                continue
            }
        }
        return false
    }

    /// escape = %x22 / %x5C / %x2F / %x62 / %x66 / %x6E / %x72 / %x74 / %x75 4HEXDIG
    private mutating func escape() -> Bool {
        guard let byte = current else { return false }
        index += 1
        if "\"\\/bfnrt".utf8.contains(byte) { return true }
        guard byte == UInt8(ascii: "u"), let unit = hex4() else { return false }
        switch unit {
        case 0xD800...0xDBFF:
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4() else { return false }
            return (0xDC00...0xDFFF).contains(low)
        case 0xDC00...0xDFFF:
            return false
        default:
            return true
        }
    }

    private mutating func hex4() -> Int? {
        guard index + 4 <= bytes.count, let value = Int(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
              bytes[index..<(index + 4)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else { return nil }
        index += 4
        return value
    }
}
