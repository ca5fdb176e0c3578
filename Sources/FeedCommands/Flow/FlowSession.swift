import FeedBrowser
import FeedBrowserCore
import FeedModel
import FeedRendering
import Foundation

/// A flow's browser as it runs: the runtime, the screen after the last step, and what the
/// browser did (each action, impression and save, as `FlowHappening` words it): since the
/// last checkpoint, for the checkpoint's notes; since the last `expect` or checkpoint, for
/// expectations; and during the current step, for the trace.
final class FlowSession {
    let runtime: BrowserRuntime
    /// The screen as the shopper sees it after the last step.
    private(set) var frame = Buffer(width: 0, height: 0)
    /// What the browser did since the last checkpoint.
    private(set) var sinceCheckpoint: [String] = []
    /// The actions handed to the host since the last `expect` or checkpoint, as JSON values.
    private(set) var actionsSinceCheck: [JSONValue] = []
    /// What the browser did since the last `expect` or checkpoint, and during the step.
    private(set) var sinceCheck: [String] = []
    private(set) var duringStep: [String] = []
    /// How many effects a checkpoint keeps the browser has performed: a step that performed
    /// one did something, whatever the screen shows.
    private(set) var effectsSeen = 0

    /// How long one input may wait for what it started.
    static let stepTimeout = Duration.seconds(30)

    /// A session on `runtime`, once what it started with (Home, Deals, the kept state) is in.
    init(runtime: BrowserRuntime) throws {
        self.runtime = runtime
        runtime.watchesEffects = { [unowned self] effect in note(effect) }
        try settle(after: "the start", at: nil)
        redraw()
    }

    private func note(_ effect: Effect) {
        guard let line = FlowHappening.line(for: effect) else { return }
        effectsSeen += 1
        sinceCheckpoint.append(line)
        sinceCheck.append(line)
        duringStep.append(line)
        if case .perform(let action) = effect, let value = FlowHappening.jsonValue(action) {
            actionsSinceCheck.append(value)
        }
    }

    /// The screen, the state and how much the browser has done: equal before and after a
    /// step that changed nothing.
    var fingerprint: (Buffer, BrowserState, Int) { (frame, runtime.state, effectsSeen) }

    /// Draws the screen again: after each step, so that clicks land on what it shows.
    func redraw() {
        frame = runtime.frame()
    }

    /// Where the focused element is drawn on the screen.
    var focusRect: Rect? { runtime.state.focusedRect(in: runtime.environment) }

    /// The focused element's text, as the reading order gives it; nil when nothing is focused.
    var focusedText: String? {
        guard let focus = runtime.state.focus else { return nil }
        return runtime.state.readingOrder(in: runtime.environment, modules: focus.module..<(focus.module + 1)).first { $0.element == focus }?.text
    }

    /// The screen's name, as the breadcrumb ends.
    var screenName: String { runtime.state.breadcrumb.last ?? "the screen" }

    /// Starts a new step's account of what the browser did.
    func startStep() { duringStep = [] }

    /// What happened during the step, for the trace.
    var stepHappenings: [String] { duringStep }

    /// An `expect` step was checked: what comes next is counted from here.
    func checked() {
        sinceCheck = []
        actionsSinceCheck = []
    }

    /// A checkpoint was taken: both accounts start again.
    func checkpointTaken() {
        sinceCheckpoint = []
        checked()
    }

    /// Sends one input and waits for every load and job it started, as a shopper who looks
    /// before the next key would: a key after Enter acts on the screen Enter opened.
    func send(_ event: BrowserEvent, at place: String, location: SourceLocation?) throws {
        runtime.send(event)
        try settle(after: place, at: location)
        if runtime.state.isFinished {
            throw FlowFailure(at: location, "\(place) quits the browser; a flow ends with its last step, not with q")
        }
    }

    /// Waits for every load, save and host answer in flight.
    private func settle(after place: String, at location: SourceLocation?) throws {
        guard runtime.settle(timeout: Self.stepTimeout) else {
            throw FlowFailure(at: location, "after \(place), what the browser waited for (the source's loads, the state store or the host) did not come within \(Self.stepTimeout.components.seconds) s")
        }
    }
}
