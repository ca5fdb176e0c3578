/// The first app version that knows each module or action type (feedterm.json's `since`); a
/// type not named is known by every version.
public struct TypeSince: Sendable, Hashable {
    /// The first version that knows each named type.
    public var versions: [String: ClientVersion]

    /// Each of `versions`' types known from its version on.
    public init(_ versions: [String: ClientVersion] = [:]) {
        self.versions = versions
    }

    /// The first version that knows `type`; nil when every version does.
    public subscript(type: String) -> ClientVersion? { versions[type] }

    /// Whether a client of `version` knows `type`; the latest client (nil) knows every type.
    public func knows(_ type: String, at version: ClientVersion?) -> Bool {
        guard let version, let first = versions[type] else { return true }
        return version >= first
    }
}
