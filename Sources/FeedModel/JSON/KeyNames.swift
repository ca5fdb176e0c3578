import Foundation

/// The names of one coding key type, as strings for suggestions and as UTF-8 for comparing
/// with the tape's keys without making a String of each.
final class KeyNames: Sendable {
    let strings: [String]
    /// Every name's UTF-8, one after another: name `i` is `utf8[starts[i]..<starts[i + 1]]`.
    private let utf8: [UInt8]
    private let starts: [Int]
    /// An open-addressed table of the names by `JSONString.keyHash`: each slot holds one more
    /// than a name's index, or 0. 64 slots for the few names of one key type.
    private let slots: [UInt8]
    /// The most names the table holds; a type with more is searched name by name.
    private static let tableLimit = 48

    init(_ strings: [String]) {
        self.strings = strings
        var utf8: [UInt8] = [], starts = [0]
        var slots = [UInt8](repeating: 0, count: 64)
        for (index, name) in strings.enumerated() {
            let bytes = Array(name.utf8)
            utf8 += bytes
            starts.append(utf8.count)
            guard index < Self.tableLimit else { continue }
            var slot = JSONString.keyHash(bytes) & 63
            while slots[slot] != 0 { slot = (slot + 1) & 63 }
            slots[slot] = UInt8(index + 1)
        }
        self.utf8 = utf8
        self.starts = starts
        self.slots = slots
    }

    /// Whether the key entry spells one of the names.
    /// - Complexity: O(1) for a key without escapes: one slot, rarely two, and one comparison.
    func contains(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard !entry.flag, strings.count <= Self.tableLimit else {
            return strings.indices.contains { name in
                utf8.withUnsafeBufferPointer { JSONString.equals(entry, UnsafeBufferPointer(rebasing: $0[starts[name]..<starts[name + 1]]), in: bytes) }
            }
        }
        let length = Int(entry.length)
        var slot = JSONString.keyHash(entry, in: bytes) & 63
        while slots[slot] != 0 {
            let name = Int(slots[slot]) - 1
            let start = starts[name]
            if starts[name + 1] - start == length, length == 0 || utf8.withUnsafeBytes({ JSONString.sameBytes($0.baseAddress! + start, bytes.baseAddress! + entry.offset + 1, count: length) }) {
                return true
            }
            slot = (slot + 1) & 63
        }
        return false
    }
}
