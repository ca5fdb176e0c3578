/// The cohorts one document tells apart, and how many modules each sees.
///
/// Each flag the document's `requires` name is on or off; each experiment is in one of the
/// variants named, or in none of them; and when `min_version`s are named, the client is below
/// the lowest, or at each one. Every combination is one row.
public struct CohortTable: Sendable {
    /// One combination and what it sees.
    public struct Row: Sendable {
        /// Who the row is about.
        public let cohort: Cohort
        /// Like "winter_sale, home_hero=B, client ≥ 2.3.0", or "no flags".
        public let label: String
        /// How many modules that cohort sees.
        public let moduleCount: Int
    }

    /// Every flag some module's requires names, sorted.
    public let flags: [String]
    /// Every experiment some module's requires names, with the variants named.
    public let experiments: [(name: String, variants: [String])]
    /// Every client version some module requires, in order.
    public let versions: [ClientVersion]
    /// One row per cohort told apart, up to the table's limit.
    public let rows: [Row]
    /// How many combinations there are, listed or not; `Int.max` when there are more.
    public let combinationCount: Int
    /// How many modules no cohort sees, because their `requires` could not be read.
    public let hiddenFromEveryone: Int

    /// The table for a document's valid `modules`, read by clients that know types by `since`;
    /// at most `limit` rows. The `requires` of fallbacks tell cohorts apart too, and a module
    /// counts as seen where its fallback is shown.
    public init(modules: some Collection<Module>, since: TypeSince = TypeSince(), limit: Int = 256) {
        let named = modules.flatMap(\.fallbackChain).compactMap(\.requires)
        flags = Set(named.flatMap(\.flags)).sorted()
        var variants: [String: Set<String>] = [:]
        for requirement in named {
            for (name, variant) in requirement.experiments { variants[name, default: []].insert(variant) }
        }
        experiments = variants.keys.sorted().map { ($0, variants[$0]!.sorted()) }
        versions = Set(named.compactMap(\.minVersion)).sorted()

        // Each dimension's choices: a flag off or on; an experiment in no named variant or one;
        // the client below every named version (0) or at one of them, or the latest.
        var choices: [[(Cohort) -> (Cohort, String?)]] = flags.map { flag in
            [{ ($0, nil) }, { cohort in var on = cohort; on.flags.insert(flag); return (on, flag) }]
        }
        for (name, names) in experiments {
            choices.append([{ ($0, nil) }] + names.map { variant in
                { cohort in var inVariant = cohort; inVariant.experiments[name] = variant; return (inVariant, "\(name)=\(variant)") }
            })
        }
        if let lowest = versions.first {
            choices.append([{ cohort in var old = cohort; old.clientVersion = ClientVersion("0"); return (old, "client < \(lowest)") }] + versions.map { version in
                { cohort in var at = cohort; at.clientVersion = version; return (at, "client ≥ \(version)") }
            })
        }
        // 63 flags make 2^63 cohorts: count them without overflowing, and list the first few.
        combinationCount = choices.reduce(1) { total, dimension in
            let (product, overflow) = total.multipliedReportingOverflow(by: dimension.count)
            return overflow ? Int.max : product
        }
        hiddenFromEveryone = modules.count { $0.requires?.unreadableReason != nil && $0.fallback?.module == nil }
        var rows: [Row] = []
        for number in 0..<min(combinationCount, limit) {
            var cohort = Cohort(), labels: [String] = [], rest = number
            for dimension in choices {
                let (next, label) = dimension[rest % dimension.count](cohort)
                rest /= dimension.count
                cohort = next
                if let label { labels.append(label) }
            }
            cohort.since = since
            let count = modules.count { cohort.shown($0) != nil }
            rows.append(Row(cohort: cohort, label: labels.isEmpty ? "no flags" : labels.joined(separator: ", "), moduleCount: count))
        }
        self.rows = rows
    }
}
