/// The app versions a project serves (feedterm.json's `clients`) and what each knows: what a
/// validator checks every module against, so that no version in the field shows a hole nobody chose.
public struct AppVersions: Sendable, Hashable {
    /// The versions served, newest first.
    public let clients: [ClientVersion]
    /// The first version that knows each type.
    public let since: TypeSince

    /// The project's `clients`, knowing types by `since`.
    public init(clients: [ClientVersion], since: TypeSince) {
        self.clients = Array(Set(clients)).sorted(by: >)
        self.since = since
    }

    /// Where down `module`'s chain (0: the module, 1: its fallback, …) a client of `version`
    /// finds what it shows in the module's place, whoever is reading: the first whose type that
    /// version knows and whose `min_version` it meets; nil for nothing. Flags and experiments
    /// are not asked about, as they are the same on every version.
    public func shownDepth(of module: Module, at version: ClientVersion) -> Int? {
        module.fallbackChain.firstIndex { since.knows($0.type, at: version) && Self.meets($0.requires, version) }
    }

    /// The versions that show nothing in `module`'s place although nobody chose it: they do not
    /// know its type, or it names a fallback that they cannot show either. A module whose own
    /// `min_version` hides it with no fallback, or whose chain ends in `"drop"`, is a choice.
    public func holes(in module: Module) -> [ClientVersion] {
        let chain = module.fallbackChain
        guard chain.last?.fallback == nil else { return [] }
        return clients.filter { version in
            shownDepth(of: module, at: version) == nil && (chain.count > 1 || !since.knows(module.type, at: version))
        }
    }

    /// The versions among `clients` that do not know `type`.
    public func versionsNotKnowing(_ type: String) -> [ClientVersion] {
        clients.filter { !since.knows(type, at: $0) }
    }

    /// Whether a client of `version` passes a gate's `min_version`; an unreadable gate passes no one.
    private static func meets(_ requirements: Requirements?, _ version: ClientVersion) -> Bool {
        guard let requirements else { return true }
        guard requirements.unreadableReason == nil else { return false }
        return requirements.minVersion.map { version >= $0 } ?? true
    }

    /// Versions as people list them: "5.0.0 and 4.8.0", "5.0.0, 4.8.0 and 4.2.0".
    public static func list(_ versions: [ClientVersion]) -> String {
        let names = versions.map(\.description)
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
