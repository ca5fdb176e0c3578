/// One kind of user: the flags they have on, their experiment variants, their client's version.
///
/// The default cohort is a new user on the latest client: no flag, no experiment, and every
/// `min_version` met, since the latest client is at least any version a feed names.
public struct Cohort: Sendable, Hashable {
    /// The feature flags that are on.
    public var flags: Set<String>
    /// Each experiment's variant, by the experiment's name.
    public var experiments: [String: String]
    /// nil is the latest client.
    public var clientVersion: ClientVersion?

    /// A reader with these flags on, in these variants, on this client version (none: any).
    public init(flags: Set<String> = [], experiments: [String: String] = [:], clientVersion: ClientVersion? = nil) {
        self.flags = flags
        self.experiments = experiments
        self.clientVersion = clientVersion
    }

    /// Why this cohort does not see a module with these requirements, or nil when it does.
    ///
    /// Names the first condition not met, in the order flags, experiments, version; a
    /// `requires` that could not be read is met by no one.
    public func hidingCondition(of requirements: Requirements?) -> String? {
        guard let requirements else { return nil }
        if requirements.unreadableReason != nil {
            return "its requires cannot be read"
        }
        if let flag = requirements.flags.first(where: { !flags.contains($0) }) {
            return "needs flag \(flag)"
        }
        for (experiment, variant) in requirements.experiments.sorted(by: { $0.key < $1.key }) where experiments[experiment] != variant {
            return "needs experiment \(experiment)=\(variant)"
        }
        if let minimum = requirements.minVersion, let clientVersion, clientVersion < minimum {
            return "needs client \(minimum) or later"
        }
        return nil
    }

    /// Whether this cohort sees a module.
    public func sees(_ module: Module) -> Bool {
        hidingCondition(of: module.requires) == nil
    }
}

extension Cohort {
    /// The modules this cohort sees, in order; with `showingHidden`, each module it does not
    /// see is kept as a `HiddenModule` that says why, at the same position.
    ///
    /// - Complexity: O(n); the array is returned as it is, not copied, when nothing is hidden.
    public func visible(_ modules: [Module], showingHidden: Bool = false) -> [Module] {
        guard modules.contains(where: { !sees($0) }) else { return modules }
        return modules.compactMap { shown($0, showingHidden: showingHidden) }
    }

    /// The module, when this cohort sees it; else its `HiddenModule` line, or nil.
    public func shown(_ module: Module, showingHidden: Bool = false) -> Module? {
        guard let reason = hidingCondition(of: module.requires) else { return module }
        guard showingHidden else { return nil }
        let hidden = HiddenModule(type: module.type, id: module.id, reason: reason)
        return Module(id: module.id, type: HiddenModule.typeName, payload: hidden, position: module.position)
    }
}
