import Synchronization

/// The names of every coding key type met so far, worked out once for the whole process.
///
/// Each decode keeps the last types it asked for (`DecodeChecks`); behind that, this cache
/// spares a run over 2,000 small layouts building every type's names again for each file
/// (about 6% of checking them). It is asked about once a type a decode, so its lock is cold.
final class KeyNamesCache: Sendable {
    /// The one cache of the process.
    static let shared = KeyNamesCache()

    private let names = Mutex<[ObjectIdentifier: KeyNames?]>([:])

    /// The names `Key` spells, when it can list them (`CaseIterable`).
    func names<Key: CodingKey>(of type: Key.Type) -> KeyNames? {
        let identifier = ObjectIdentifier(type)
        if let known = names.withLock({ $0[identifier] }) {
            return known
        }
        let listed = KnownKeyNames.of(type)
        let found = listed.isEmpty ? nil : KeyNames(listed)
        names.withLock { $0[identifier] = found }
        return found
    }
}
