import FeedModel

/// What a snapshot run drew of the layouts and flows it names: the snapshots, the problems of
/// what could not be drawn, and the flows whose expectations failed.
package struct SnapshotRendering {
    /// Every snapshot drawn, in order.
    package var cases: [SnapshotCase] = []
    /// The problems of the layouts and flows that could not be read, and of the expectations
    /// that failed, as validate prints them.
    package var problems = DiagnosticReport()
    /// The names of the layouts and flows that could not be read or, in a record, whose
    /// expectations failed: their snapshots are kept as they were.
    package var unreadable: Set<String> = []
    /// The flows whose expectations failed, in a check.
    package var failedFlows: [SnapshotChanges.FailedFlow] = []

    package init() {}

    /// Adds what the flow `name` in `file` came to. A flow whose expectations fail is not
    /// recorded, as a bad layout is not; a check (`checking`) still compares its checkpoints
    /// and fails the flow beside any diff.
    package mutating func add(_ outcome: FlowSnapshots.Outcome, name: String, file: String, checking: Bool) {
        switch outcome {
        case .unreadable(let found):
            problems.add(found, file: file)
            unreadable.insert(name)
        case .ran(let drawn, let failures) where failures.isEmpty:
            cases += drawn
        case .ran(let drawn, let failures):
            problems.add(failures, file: file)
            if checking {
                cases += drawn
                var report = DiagnosticReport()
                report.add(failures, file: file)
                failedFlows.append(.init(name: name, problems: report.humanLines(), trace: drawn.first?.trace))
            } else {
                unreadable.insert(name)
            }
        }
    }
}
