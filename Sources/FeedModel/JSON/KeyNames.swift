import FoundationEssentials

/// The names of one coding key type, as strings for suggestions and as UTF-8 for comparing
/// with the tape's keys without making a String of each.
final class KeyNames: Sendable {
    let strings: [String]
    /// Every name's UTF-8, one after another: name `i` is `utf8[starts[i]..<starts[i + 1]]`.
    private let utf8: [UInt8]
    private let starts: [Int]
    /// An open-addressed table of the names by `JSONString.keyHash`, 64 slots for the few
    /// names of one key type: each holds a name's length in its low 16 bits and one more than
    /// where its UTF-8 starts in `utf8` in its high 16, or 0 for none. One load finds a name's
    /// length and bytes.
    private let slots: [UInt32]
    /// Whether every name is in `slots`; a type with more names than the table holds, or
    /// names too long for it, is searched name by name.
    private let isTabled: Bool
    /// The most names the table holds.
    private static let tableLimit = 48

    init(_ strings: [String]) {
        self.strings = strings
        var utf8: [UInt8] = [], starts = [0]
        var slots = [UInt32](repeating: 0, count: 64)
        for name in strings {
            utf8 += Array(name.utf8)
            starts.append(utf8.count)
        }
        isTabled = strings.count <= Self.tableLimit && utf8.count < 0xFFFF
        if isTabled {
            for index in strings.indices {
                let bytes = utf8[starts[index]..<starts[index + 1]]
                var slot = JSONString.keyHash(Array(bytes)) & 63
                while slots[slot] != 0 { slot = (slot + 1) & 63 }
                slots[slot] = UInt32(starts[index] + 1) << 16 | UInt32(bytes.count)
            }
        }
        self.utf8 = utf8
        self.starts = starts
        self.slots = slots
    }

    /// Whether the key entry spells one of the names.
    /// - Complexity: O(1) for a key without escapes: one slot, rarely two, and one comparison.
    func contains(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard !entry.flag, isTabled else {
            return strings.indices.contains { name in
                utf8.withUnsafeBufferPointer { JSONString.equals(entry, UnsafeBufferPointer(rebasing: $0[starts[name]..<starts[name + 1]]), in: bytes) }
            }
        }
        let length = Int(entry.length)
        let key = bytes.baseAddress! + entry.offset + 1
        return slots.withUnsafeBufferPointer { slots in
            utf8.withUnsafeBytes { names in
                var slot = JSONString.keyHash(entry, in: bytes) & 63
                while case let packed = slots[slot], packed != 0 {
                    if Int(packed & 0xFFFF) == length, length == 0 || JSONString.sameBytes(names.baseAddress! + Int(packed >> 16) - 1, key, count: length) {
                        return true
                    }
                    slot = (slot + 1) & 63
                }
                return false
            }
        }
    }
}
