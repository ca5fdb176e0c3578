/// What a flow run found: its checkpoints, every expectation that did not hold, and what
/// stopped it before its end, if anything did.
package struct FlowResult {
    /// Every checkpoint reached, in order.
    package var checkpoints: [FlowCheckpoint] = []
    /// Every expectation that did not hold, in order: the flow went on after each.
    package var failures: [FlowFailure] = []
    /// What stopped the flow before its end.
    package var stop: FlowFailure?
    /// How many steps ran, and how many expectations were checked.
    package var stepsRun = 0
    package var expectationsChecked = 0

    /// Whether the flow ran to its end and every expectation held.
    package var passed: Bool { failures.isEmpty && stop == nil }

    /// Every failure, the stop last, as a report lists them.
    package var allFailures: [FlowFailure] { failures + (stop.map { [$0] } ?? []) }
}
