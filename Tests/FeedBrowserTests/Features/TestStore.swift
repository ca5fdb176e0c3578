@testable import FeedBrowserCore
import Foundation
import Testing

/// A test driver in the spirit of The Composable Architecture's `TestStore`: each step sends
/// an action, then states the whole next state (as a change to the last one) and the whole
/// result; anything that changed and was not stated fails the test, as does a result that
/// differs in any effect, status or ask.
struct TestStore<State: Equatable, Action, Result: Equatable> {
    /// The state after the last step.
    private(set) var state: State
    private let step: (inout State, Action) -> Result

    init(state: State, step: @escaping (inout State, Action) -> Result) {
        self.state = state
        self.step = step
    }

    /// Sends `action`; `expected` is its whole result and `change` turns the last state into
    /// the whole next one.
    mutating func send(_ action: Action, _ expected: Result, sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout State) -> Void = { _ in }) {
        var next = state
        change(&next)
        let result = step(&state, action)
        #expect(result == expected, "the result was not the one stated", sourceLocation: sourceLocation)
        #expect(state == next, "the state changed otherwise than stated:\n\(StateDifference.describe(next, state))", sourceLocation: sourceLocation)
    }
}

extension TestStore where Result == Outcome {
    /// A store of one feature, from `state`, in `environment`.
    init<F: Feature>(_ feature: F.Type, state: State, environment: BrowserEnvironment = .tests) where F.State == State, F.Action == Action {
        self.init(state: state) { state, action in F.update(&state, action, in: environment) }
    }
}

extension BrowserEnvironment {
    /// An environment for tests: the mono theme, and a clock that always says the same time.
    static var tests: BrowserEnvironment {
        BrowserEnvironment(sourceName: "test", theme: .mono, clock: { Date(timeIntervalSince1970: 1_795_000_000) })
    }
}
