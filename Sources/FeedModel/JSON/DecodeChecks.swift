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
    private var names: [ObjectIdentifier: KeyNames?] = [:]

    init(knownKeys: Set<String>, lineIndex: LineIndex?) {
        self.knownKeys = knownKeys
        self.lineIndex = lineIndex
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
struct KeyNames {
    let strings: [String]
    private let utf8: [[UInt8]]

    init(_ strings: [String]) {
        self.strings = strings
        utf8 = strings.map { Array($0.utf8) }
    }

    /// Whether the key entry spells one of the names.
    /// - Complexity: O(names), most refused by their length alone.
    func contains(_ entry: JSONTapeEntry, in bytes: UnsafeRawBufferPointer) -> Bool {
        utf8.contains { name in name.withUnsafeBufferPointer { JSONString.equals(entry, $0, in: bytes) } }
    }
}
