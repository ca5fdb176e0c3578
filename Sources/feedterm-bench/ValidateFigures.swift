import Foundation

/// validate against the hardware's best (issue 33's figures): the whole process beside a
/// program on libsimdjson that loads the same feed and walks every element, and 20,000 small
/// layouts checked with one job and with every core.
struct ValidateFigures {
    /// Median milliseconds of `feedterm validate FEED` and of the simdjson walker on it, taking
    /// turns; nil for the walker when it could not be built, with why.
    let validateMilliseconds: Double
    let simdjsonMilliseconds: Double?
    let simdjsonProblem: String?
    /// Median milliseconds of `feedterm validate --jobs 1 DIR` and of `validate DIR` (as many
    /// jobs as cores) over 20,000 small layouts, taking turns.
    let oneJobMilliseconds: Double
    let everyCoreMilliseconds: Double
    let cores: Int
    /// How the timed `feedterm` has the Swift runtime.
    let linkage: RuntimeLinkage

    /// `validate` over simdjson's time; nil when simdjson could not be run.
    var vsSimdjson: Double? { simdjsonMilliseconds.map { validateMilliseconds / $0 } }
    /// How much faster every core checks many files than one job does.
    var jobsSpeedup: Double { oneJobMilliseconds / everyCoreMilliseconds }

    /// Runs of each command at least: these processes take tens of milliseconds on a machine
    /// whose second core other work often holds, and with 5 runs one busy stretch moved a
    /// median by a third (`validate_vs_simdjson` read 1.91 to 2.95 over one session's code).
    static let leastRuns = 11

    /// The figures for the feed at `feedFile`, `runs` runs each, with `layouts`' module
    /// examples for the small files.
    static func measure(feedFile: String, layouts: URL, feedterm: String, runs: Int) throws -> ValidateFigures {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var simdjson: Double?, problem: String?, validate: Double
        switch SimdjsonWalker.build(in: scratch) {
        case .success(let walker):
            let times = try CommandTimer.alternating([[feedterm, "validate", feedFile], [walker, feedFile]], runs: runs)
            (validate, simdjson) = (times[0], times[1])
        case .failure(let why):
            problem = why.description
            validate = try CommandTimer.alternating([[feedterm, "validate", feedFile]], runs: runs)[0]
        }
        let small = try smallLayouts(in: scratch.appendingPathComponent("layouts"), from: layouts)
        let jobs = try CommandTimer.alternating([[feedterm, "validate", "--jobs", "1", small], [feedterm, "validate", small]], runs: runs)
        return ValidateFigures(
            validateMilliseconds: validate, simdjsonMilliseconds: simdjson, simdjsonProblem: problem,
            oneJobMilliseconds: jobs[0], everyCoreMilliseconds: jobs[1], cores: ProcessInfo.processInfo.activeProcessorCount,
            linkage: try RuntimeLinkage.of(feedterm)
        )
    }

    /// 20,000 small layouts (the count issue 54 names), the bundled module examples in turn, in a
    /// folder that is no source.
    private static func smallLayouts(in folder: URL, from layouts: URL) throws -> String {
        let examples = try FileManager.default.contentsOfDirectory(at: layouts.appendingPathComponent("modules"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }.map { try Data(contentsOf: $0) }
        guard !examples.isEmpty else { throw BenchError("no module examples in \(layouts.path)/modules") }
        for index in 0..<20_000 {
            let batch = folder.appendingPathComponent("batch-\(index / 100)")
            if index % 100 == 0 { try FileManager.default.createDirectory(at: batch, withIntermediateDirectories: true) }
            try examples[index % examples.count].write(to: batch.appendingPathComponent("layout-\(index).json"))
        }
        return folder.path
    }
}
