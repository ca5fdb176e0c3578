/// The one shape of every part of the browser: a state it owns, actions of its own, and one
/// `update` that changes the state for an action and returns an `Outcome` (its effects, what
/// the reader is told, the steps it asks of the root).
///
/// The root hands each feature its actions on its own part of the state through
/// `BrowserState.run(_:_:on:in:)`, as The Composable Architecture's `Scope` hands a child
/// reducer its slice, and takes what it asks of the others (`Outcome.Ask`) there; no feature
/// sees the whole state, and only the root's `update` does. A feature never does I/O: what it
/// needs done leaves as effects.
protocol Feature {
    /// The part of the browser's state it owns.
    associatedtype State
    /// What it can be asked to do.
    associatedtype Action

    /// Changes `state` for one action; returns what to do about it.
    static func update(_ state: inout State, _ action: Action, in environment: BrowserEnvironment) -> Outcome
}
