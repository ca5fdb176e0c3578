/// The checks a validator makes of an object's keys beyond what decoding reads: keys no field
/// reads (FT310), and keys written twice (FT309).
extension TapeKeyedContainer {
    /// Records a warning for each key of the object that `isKnown` refuses and the project does
    /// not declare (`FeedDecoder.knownKeys`), suggesting a near miss among `candidates` that the
    /// object does not already have.
    ///
    /// - Complexity: O(members), one small string a member; the suggestions only when a key is unknown.
    func reportUnknownKeys(isKnown: (String) -> Bool, candidates: () -> [String]) {
        var index = object + 1
        let end = Int(context.entries[object].next)
        while index < end {
            let name = JSONString.decode(context.entries[index], in: context.bytes)
            if !isKnown(name) {
                reportUnknownKey(name, at: index, candidates: candidates)
            }
            index = Int(context.entries[index + 1].next)
        }
    }

    /// Records a warning for each key other than `names`, compared as bytes: no String is made
    /// for a known key.
    func reportUnknownKeys(besides names: [String]) {
        var index = object + 1
        let end = Int(context.entries[object].next)
        while index < end {
            let entry = context.entries[index]
            let isKnown = names.contains { name in
                var name = name
                return name.withUTF8 { JSONString.equals(entry, $0, in: context.bytes) }
            }
            if !isKnown {
                reportUnknownKey(JSONString.decode(entry, in: context.bytes), at: index, candidates: { names })
            }
            index = Int(context.entries[index + 1].next)
        }
    }

    /// Records a warning for each key the key type does not name: compared as bytes with the
    /// type's names when it lists them (`CaseIterable`), else through `Key(stringValue:)`.
    ///
    /// - Complexity: O(members × names), with no String made for a known key.
    func reportKeysOutsideKeyType() {
        guard let names = context.checks?.names(of: Key.self) else {
            reportUnknownKeys(isKnown: { Key(stringValue: $0) != nil }, candidates: { [] })
            return
        }
        reportUnknownKeys(besides: names)
    }

    /// Records a warning for each key other than `names`, compared as bytes.
    func reportUnknownKeys(besides names: KeyNames) {
        var index = object + 1
        let end = Int(context.entries[object].next)
        while index < end {
            if !names.contains(context.entries[index], in: context.bytes) {
                reportUnknownKey(JSONString.decode(context.entries[index], in: context.bytes), at: index, candidates: { names.strings })
            }
            index = Int(context.entries[index + 1].next)
        }
    }

    /// The warning for the key `name` at tape index `index`, unless the project declares it.
    private func reportUnknownKey(_ name: String, at index: Int, candidates: () -> [String]) {
        guard context.checks?.knownKeys.contains(name) != true else { return }
        let present = keyStrings
        let nearMiss = NearMiss.closest(to: name, among: candidates().filter { !present.contains($0) })
        let suggestion = nearMiss.map { " (did you mean '\($0)'?)" } ?? ""
        context.log.record(.warning(
            JSONPath.string(for: codingPath + [AnyCodingKey(name)]),
            "unknown key '\(name)'\(suggestion); \(context.checks?.unknownKeyConsequence ?? DecodeChecks.clientsIgnoreUnknownKeys)", code: .unknownKey,
            at: context.entries[index].offset,
            fix: nearMiss.map { .renameKey(object: JSONPath.string(for: codingPath), from: name, to: $0) }
        ))
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
