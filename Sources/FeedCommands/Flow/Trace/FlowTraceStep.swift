import FeedModel
import FeedRendering

/// One step of a flow's trace (`flow run --trace`): the step, the screen after it, what the
/// browser did during it, and the expectations checked there.
package struct FlowTraceStep {
    /// One expectation checked at the step: how it reads, and why it failed if it did.
    package struct Check {
        package let text: String
        package let failure: String?
    }

    /// The step's number in the flow, from 1.
    package let number: Int
    /// The step as a report shows it: `keys Down Down`, `press "Add to cart"`.
    package let summary: String
    package let location: SourceLocation?
    /// The screen after the step, and where its focused element is drawn.
    package let buffer: Buffer
    package let focus: Rect?
    /// What the browser did during the step: actions, impressions, saves.
    package let happened: [String]
    package let checks: [Check]
    /// Why the flow stopped at this step, if it did.
    package let stop: String?

    /// Whether anything went wrong at the step.
    package var failed: Bool { stop != nil || checks.contains { $0.failure != nil } }

    /// The screen's text, as a snapshot's, focus marked.
    package var text: String { SnapshotSerializer.string(of: buffer, focus: focus) }
}
