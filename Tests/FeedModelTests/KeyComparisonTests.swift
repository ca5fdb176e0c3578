@testable import FeedModel
import Testing

/// Keys are compared a word at a time (`JSONString.sameBytes`): a key of any length that
/// differs from a name in any one byte is another key, and the same bytes are the same key,
/// whether a container looks it up (`JSONString.equals`) or the unknown-key check asks a key
/// type's names (`KeyNames.contains`).
struct KeyComparisonTests {
    /// Names of every length the word compares treat apart: none, 1 to 3 bytes, 4 to 7, 8 to
    /// 16, and longer.
    static let lengths = Array(0...40)

    static func name(_ length: Int) -> [UInt8] {
        (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    }

    /// `body` with a tape entry for the key `key`, quoted in a document, and its bytes.
    static func withKeyEntry<R>(_ key: [UInt8], _ body: (JSONTapeEntry, UnsafeRawBufferPointer) -> R) -> R {
        let document = [UInt8(ascii: "\"")] + key + [UInt8(ascii: "\"")]
        let entry = JSONTapeEntry(kind: .string, flag: false, holdsDuplicateKey: false, start: 0, length: UInt32(key.count), next: 1)
        return document.withUnsafeBytes { body(entry, $0) }
    }

    @Test(arguments: lengths)
    func aKeyEqualsItsOwnBytesAndNoKeyOneByteAway(length: Int) {
        let name = Self.name(length)
        Self.withKeyEntry(name) { entry, bytes in
            #expect(name.withUnsafeBufferPointer { JSONString.equals(entry, $0, in: bytes) })
        }
        for position in 0..<length {
            var other = name
            other[position] ^= 0x20
            Self.withKeyEntry(other) { entry, bytes in
                #expect(!name.withUnsafeBufferPointer { JSONString.equals(entry, $0, in: bytes) }, "differs at byte \(position) of \(length)")
            }
        }
        Self.withKeyEntry(name + [UInt8(ascii: "z")]) { entry, bytes in
            #expect(!name.withUnsafeBufferPointer { JSONString.equals(entry, $0, in: bytes) })
        }
    }

    @Test(arguments: lengths)
    func aKeyTypesNamesKnowEachNameAndNoKeyOneByteAway(length: Int) {
        // The name among others of lengths near it, so that slots are shared.
        let names = KeyNames(Self.lengths.filter { abs($0 - length) <= 3 }.map { String(decoding: Self.name($0), as: UTF8.self) })
        Self.withKeyEntry(Self.name(length)) { entry, bytes in
            #expect(names.contains(entry, in: bytes))
        }
        for position in 0..<length {
            var other = Self.name(length)
            other[position] = UInt8(ascii: "Z")
            Self.withKeyEntry(other) { entry, bytes in
                #expect(!names.contains(entry, in: bytes), "differs at byte \(position) of \(length)")
            }
        }
    }
}
