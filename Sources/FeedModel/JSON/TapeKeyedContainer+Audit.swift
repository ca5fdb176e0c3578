/// The checks a validator makes of an object's keys beyond what decoding reads: keys no field
/// reads (FT310), and keys written twice (FT309).
extension TapeKeyedContainer {
    /// Records a warning for each key of the object that `isKnown` refuses and the project does
    /// not declare (`FeedDecoder.knownKeys`), suggesting a near miss among `candidates` that the
    /// object does not already have.
    ///
    /// - Complexity: O(members), one small string a member; the suggestions only when a key is unknown.
    func reportUnknownKeys(to log: DiagnosticLog, isKnown: (String) -> Bool, candidates: () -> [String]) {
        var index = object + 1
        let end = Int(context.entries[object].next)
        var present: [String]?
        while index < end {
            let name = JSONString.decode(context.entries[index], in: context.bytes)
            if !isKnown(name), !context.knownKeys.contains(name) {
                let keys = present ?? keyStrings
                present = keys
                let suggestion = NearMiss.closest(to: name, among: candidates().filter { !keys.contains($0) })
                    .map { " (did you mean '\($0)'?)" } ?? ""
                log.record(.warning(
                    JSONPath.string(for: codingPath + [AnyCodingKey(name)]),
                    "unknown key '\(name)'\(suggestion); clients ignore it, so what it carries is lost", code: .unknownKey,
                    at: context.entries[index].offset
                ))
            }
            index = Int(context.entries[index + 1].next)
        }
    }

    /// Records a warning for each key the key type does not name.
    func reportKeysOutsideKeyType(to log: DiagnosticLog) {
        reportUnknownKeys(to: log, isKnown: { Key(stringValue: $0) != nil }, candidates: { KnownKeyNames.of(Key.self) })
    }
}

/// The names a coding key type spells, when it can list them (`CaseIterable`).
enum KnownKeyNames {
    static func of<Key: CodingKey>(_ type: Key.Type) -> [String] {
        guard let listable = type as? any CaseIterable.Type else { return [] }
        return names(listable)
    }

    private static func names<Keys: CaseIterable>(_ type: Keys.Type) -> [String] {
        type.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
    }
}
