import FeedModel

/// `validate --cohorts`' table for one document: each cohort and how many modules it sees,
/// with the cohorts that would see an empty screen marked.
package enum CohortReport {
    package static func lines(for table: CohortTable, file: String) -> [String] {
        var dimensions: [String] = []
        if !table.flags.isEmpty { dimensions.append("flags " + table.flags.joined(separator: ", ")) }
        for experiment in table.experiments {
            dimensions.append("experiment \(experiment.name) (\(experiment.variants.joined(separator: " | ")))")
        }
        if !table.versions.isEmpty { dimensions.append("min_version " + table.versions.map(\.description).joined(separator: ", ")) }
        let unreadable = table.hiddenFromEveryone == 0 ? [] : ["  \(Self.modules(table.hiddenFromEveryone)) hidden from every cohort: \(table.hiddenFromEveryone == 1 ? "its" : "their") requires cannot be read"]
        guard !dimensions.isEmpty else {
            let count = table.rows.first?.moduleCount ?? 0
            let gated = table.hiddenFromEveryone == 0 ? "no module has requires" : "no module has readable requires"
            return ["\(file): 1 cohort: \(gated); everyone sees \(Self.modules(count))"] + unreadable
        }
        let total = table.combinationCount == Int.max ? Self.uncounted : String(table.combinationCount)
        var lines = ["\(file): \(total) cohorts, by " + dimensions.joined(separator: "; ")]
        let width = String(table.rows.map(\.moduleCount).max() ?? 0).count
        for row in table.rows {
            let count = String(repeating: " ", count: width - String(row.moduleCount).count) + String(row.moduleCount)
            let empty = row.moduleCount == 0 ? "   <- sees an empty screen" : ""
            lines.append("  \(count) \(row.moduleCount == 1 ? "module " : "modules") \(row.label)\(empty)")
        }
        if table.rows.count < table.combinationCount {
            let more = table.combinationCount == Int.max ? Self.uncounted : String(table.combinationCount - table.rows.count)
            lines.append("  … and \(more) more cohorts, not listed")
        }
        return lines + unreadable
    }

    /// How many cohorts there are past what a count holds (2^63 and more), in words: a number
    /// of nineteen digits says nothing a person can read.
    package static let uncounted = "more than nine quintillion"

    private static func modules(_ count: Int) -> String {
        count == 1 ? "1 module" : "\(count) modules"
    }
}
