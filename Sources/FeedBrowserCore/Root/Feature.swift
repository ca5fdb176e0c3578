/// The one shape of every part of the browser: a state it owns, actions of its own, and one
/// `update` that changes the state for an action and returns an `Outcome` (its effects, what
/// the reader is told, what it asks of its parent).
///
/// The root hands each feature its actions on its own part of the state through
/// `BrowserState.run(_:_:on:in:)`, as The Composable Architecture's `Scope` hands a child
/// reducer its slice; features that act on the whole browser (keys, actions, the cart,
/// loading, pictures) are run on the whole state the same way. A feature never does I/O:
/// what it needs done leaves as effects.
protocol Feature {
    /// The part of the browser's state it owns.
    associatedtype State
    /// What it can be asked to do.
    associatedtype Action

    /// Changes `state` for one action; returns what to do about it.
    static func update(_ state: inout State, _ action: Action, in environment: BrowserEnvironment) -> Outcome
}
