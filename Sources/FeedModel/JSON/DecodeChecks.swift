import Foundation

/// What the checks of one decode share, read once by each `TapeContext` instead of looked up
/// in `userInfo` for every object: the project's known keys, the line index, and the names each
/// coding key type spells, as bytes to compare with the tape's keys.
///
/// One decode runs on one thread, so the cache needs no lock; each decode has its own.
final class DecodeChecks {
    /// Keys the project declares known ahead of the format (`FeedDecoder.knownKeys`).
    let knownKeys: Set<String>
    /// The document's line index, for messages that name a second place.
    let lineIndex: LineIndex?
    /// The time coupons expire against.
    let now: Date
    private var names: [ObjectIdentifier: KeyNames?] = [:]

    init(knownKeys: Set<String>, lineIndex: LineIndex?, now: Date = Date()) {
        self.knownKeys = knownKeys
        self.lineIndex = lineIndex
        self.now = now
    }

    /// The names `Key` spells, when it can list them (`CaseIterable`); worked out once a decode.
    func names<Key: CodingKey>(of type: Key.Type) -> KeyNames? {
        if let known = names[ObjectIdentifier(type)] { return known }
        let listed = KnownKeyNames.of(type)
        let found = listed.isEmpty ? nil : KeyNames(listed)
        names[ObjectIdentifier(type)] = found
        return found
    }
}

/// The names of one coding key type, as strings for suggestions and as UTF-8 for comparing
/// with the tape's keys without making a String of each.
final class KeyNames: Sendable {
    let strings: [String]
    private let utf8: [[UInt8]]
    /// An open-addressed table of the names by `JSONString.keyHash`: each slot holds a name's
    /// index, or -1. 64 slots for the few names of one key type.
    private let slots: [Int]

    init(_ strings: [String]) {
        self.strings = strings
        utf8 = strings.map { Array($0.utf8) }
        var slots = [Int](repeating: -1, count: 64)
        for (index, name) in utf8.enumerated().prefix(48) {
            var slot = JSONString.keyHash(name) & 63
            while slots[slot] != -1 { slot = (slot + 1) & 63 }
            slots[slot] = index
        }
        self.slots = slots
    }

    /// Whether the key entry spells one of the names.
    /// - Complexity: O(1) for a key without escapes: one slot, rarely two, and one comparison.
    func contains(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Bool {
        guard !entry.flag, utf8.count <= 48 else {
            return utf8.contains { name in name.withUnsafeBufferPointer { JSONString.equals(entry, $0, in: bytes) } }
        }
        var slot = JSONString.keyHash(entry, in: bytes) & 63
        while slots[slot] != -1 {
            if utf8[slots[slot]].withUnsafeBufferPointer({ JSONString.equals(entry, $0, in: bytes) }) { return true }
            slot = (slot + 1) & 63
        }
        return false
    }
}
