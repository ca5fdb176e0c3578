/// The bytes of the JSON value or key that starts at an offset: a string to its closing quote,
/// an object or array to its matching bracket, anything else to the next delimiter. This is
/// the range a diagnostic underlines.
enum ValueExtent {
    /// The span starting at `offset`; never empty when there is a byte there.
    /// - Complexity: O(length of the value).
    static func span(at offset: Int, in bytes: [UInt8]) -> Range<Int> {
        guard offset < bytes.count else { return bytes.count..<bytes.count }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
            return offset..<stringEnd(from: offset, in: bytes)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return offset..<containerEnd(from: offset, in: bytes)
        default:
            var end = offset + 1
            while end < bytes.count, !isDelimiter(bytes[end]) { end += 1 }
            return offset..<end
        }
    }

    /// Past the closing quote of the string opening at `start`, or the line's end.
    static func stringEnd(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\n"): return index
            default: index += 1
            }
        }
        return bytes.count
    }

    /// Past the bracket that closes the container opening at `start`, or the document's end.
    private static func containerEnd(from start: Int, in bytes: [UInt8]) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index = stringEnd(from: index, in: bytes)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return bytes.count
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        [0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: "\"")].contains(byte)
    }
}
