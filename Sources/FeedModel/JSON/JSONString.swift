import Foundation

/// Reads strings off the tape: the bytes between the quotes, with escapes undone.
///
/// The parser has already checked every escape and every UTF-8 sequence, so nothing here can
/// fail.
enum JSONString {
    /// The string a tape entry of kind `.string` holds.
    static func decode(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> String {
        let content = contents(of: entry, in: bytes)
        guard entry.flag else {
            return String(decoding: content, as: UTF8.self)
        }
        return unescape(content)
    }

    /// Whether a key entry spells `name` (UTF-8), without making a String in the usual case.
    static func equals(_ entry: JSONTapeEntry, _ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard entry.flag else {
            guard Int(entry.length) == name.count else { return false }
            let content = contents(of: entry, in: bytes)
            return name.count == 0 || memcmp(content.baseAddress!, name.baseAddress!, name.count) == 0
        }
        return decode(entry, in: bytes).utf8.elementsEqual(name)
    }

    /// Whether two key entries spell the same string, escapes undone.
    static func sameKey(_ a: JSONTapeEntry, _ b: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard !a.flag, !b.flag else { return decode(a, in: bytes) == decode(b, in: bytes) }
        guard a.length == b.length else { return false }
        let first = contents(of: a, in: bytes), second = contents(of: b, in: bytes)
        guard first.count > 0 else { return true }
        return first[0] == second[0] && memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0
    }

    /// A cheap hash of a key's raw bytes (its length, first and last byte), for telling most
    /// different keys apart without comparing them; equal keys without escapes hash alike.
    static func keyHash(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Int {
        let length = Int(entry.length)
        guard length > 0 else { return 0 }
        let start = entry.offset + 1
        return length &* 31 &+ Int(bytes[start]) &* 7 &+ Int(bytes[start + length - 1])
    }

    /// The same hash of a name's UTF-8.
    static func keyHash(_ name: [UInt8]) -> Int {
        guard let first = name.first, let last = name.last else { return 0 }
        return name.count &* 31 &+ Int(first) &* 7 &+ Int(last)
    }

    private static func contents(of entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let start = entry.offset + 1
        return UnsafeRawBufferPointer(rebasing: bytes[start..<(start + Int(entry.length))])
    }

    /// The text with its escapes replaced by what they stand for.
    private static func unescape(_ content: UnsafeRawBufferPointer) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var index = 0
        while index < content.count {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escaped = content[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(JSONParser.hexValue(at: index, in: content) ?? 0xFFFD)
                index += 4
                if (0xD800...0xDBFF).contains(scalar), let low = JSONParser.hexValue(at: index + 2, in: content) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    index += 6
                }
                output.append(contentsOf: String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
            default: output.append(escaped)  // \" \\ \/
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
