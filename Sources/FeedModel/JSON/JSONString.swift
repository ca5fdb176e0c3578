import FoundationEssentials
// The C library's memcmp alone: nothing else of it (no file, no process) is in scope.
#if canImport(Glibc)
import func Glibc.memcmp
#elseif canImport(Darwin)
import func Darwin.memcmp
#endif

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
            return name.count == 0 || sameBytes(content.baseAddress!, UnsafeRawPointer(name.baseAddress!), count: name.count)
        }
        return decode(entry, in: bytes).utf8.elementsEqual(name)
    }

    /// Whether `count` bytes at `a` and at `b` are equal. A key is short: up to 16 bytes are
    /// compared as two words (overlapping when shorter than two), never past either end,
    /// where memcmp was the largest single cost of a feed's validate and a loop over the bytes
    /// the largest of checking keys; a long one still goes to memcmp.
    @inline(__always)
    static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        switch count {
        case 8...16:
            return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                && a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        case 17...:
            return memcmp(a, b, count) == 0
        default:
            var index = 0
            while index < count {
                if a.load(fromByteOffset: index, as: UInt8.self) != b.load(fromByteOffset: index, as: UInt8.self) { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether two key entries spell the same string, escapes undone.
    static func sameKey(_ a: JSONTapeEntry, _ b: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard !a.flag, !b.flag else { return decode(a, in: bytes) == decode(b, in: bytes) }
        guard a.length == b.length else { return false }
        let first = contents(of: a, in: bytes), second = contents(of: b, in: bytes)
        guard first.count > 0 else { return true }
        return sameBytes(first.baseAddress!, second.baseAddress!, count: first.count)
    }

    /// A cheap hash of a key's raw bytes (its length, first and last byte), for telling most
    /// different keys apart without comparing them; equal keys without escapes hash alike.
    @inline(__always)
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

    /// The text with its escapes replaced by what they stand for, written straight into the
    /// String's own storage: no escape is shorter than what it stands for in UTF-8, so the
    /// content's length is room enough.
    private static func unescape(_ content: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: content.count) { output in
            var written = 0
            var index = 0
            func put(_ byte: UInt8) {
                output[written] = byte
                written += 1
            }
            while index < content.count {
                let byte = content[index]
                guard byte == UInt8(ascii: "\\") else {
                    put(byte)
                    index += 1
                    continue
                }
                let escaped = content[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "b"): put(0x08)
                case UInt8(ascii: "f"): put(0x0C)
                case UInt8(ascii: "n"): put(0x0A)
                case UInt8(ascii: "r"): put(0x0D)
                case UInt8(ascii: "t"): put(0x09)
                case UInt8(ascii: "u"):
                    var scalar = UInt32(JSONParser.hexValue(at: index, in: content) ?? 0xFFFD)
                    index += 4
                    if (0xD800...0xDBFF).contains(scalar), let low = JSONParser.hexValue(at: index + 2, in: content) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                        index += 6
                    }
                    for unit in UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}")! {
                        put(unit)
                    }
                default: put(escaped)  // \" \\ \/
                }
            }
            return written
        }
    }
}
