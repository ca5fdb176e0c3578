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
    /// The first client version that knows each type (the project's `since`): a module of a
    /// type the reader's client does not know is shown by its fallback, or not at all.
    public var since: TypeSince

    /// A reader with these flags on, in these variants, on this client version (none: any),
    /// whose client knows types by `since`.
    public init(flags: Set<String> = [], experiments: [String: String] = [:], clientVersion: ClientVersion? = nil, since: TypeSince = TypeSince()) {
        self.flags = flags
        self.experiments = experiments
        self.clientVersion = clientVersion
        self.since = since
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

    /// Why this cohort is not shown `module` itself, or nil when it is: its client does not
    /// know the type, or its `requires` leaves the reader out.
    public func hidingCondition(of module: Module) -> String? {
        hidingCondition(type: module.type, requires: module.requires)
    }

    /// Why this cohort is not shown a module of this summary itself, or nil when it is; a
    /// kept module's summary is read without decoding it (`FeedModules.summary(at:)`).
    public func hidingCondition(of module: ModuleSummary) -> String? {
        hidingCondition(type: module.type, requires: module.requires)
    }

    /// Why this cohort is not shown a module of `type` gated by `requires`: its client does not
    /// know the type, or the gate leaves the reader out.
    private func hidingCondition(type: String, requires: Requirements?) -> String? {
        if let first = since[type], !since.knows(type, at: clientVersion) {
            return "needs client \(first) or later for \(type)"
        }
        return hidingCondition(of: requires)
    }

    /// Whether this cohort is shown the module itself, not its fallback or nothing.
    public func sees(_ module: Module) -> Bool {
        hidingCondition(of: module) == nil
    }
}

extension Cohort {
    /// What this cohort is shown, in order: each module it sees, the fallback it sees in the
    /// place of one it does not, and with `showingHidden`, a `HiddenModule` that says why for
    /// each place left empty.
    ///
    /// - Complexity: O(n); an array is returned as it is, not copied, when nothing is hidden.
    public func visible(_ modules: some Collection<Module>, showingHidden: Bool = false) -> [Module] {
        guard modules.contains(where: { !sees($0) }) else { return Array(modules) }
        return modules.compactMap { shown($0, showingHidden: showingHidden) }
    }

    /// What this cohort is shown in the module's place: the module, when it sees it; else the
    /// first fallback down its chain that it sees, at the module's position; else its
    /// `HiddenModule` line, or nil.
    public func shown(_ module: Module, showingHidden: Bool = false) -> Module? {
        guard let reason = hidingCondition(of: module) else { return module }
        if var fallback = module.fallbackChain.dropFirst().first(where: sees) {
            fallback.position = module.position
            return fallback
        }
        guard showingHidden else { return nil }
        let hidden = HiddenModule(type: module.type, id: module.id, reason: reason)
        return Module(id: module.id, type: HiddenModule.typeName, payload: hidden, position: module.position)
    }
}
