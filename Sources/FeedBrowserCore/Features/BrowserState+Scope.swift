/// Composing features: the root hands each its actions on the part of the state it owns.
extension BrowserState {
    /// Runs `feature` for `action` on the part of the state at `part` (`\.self` for a feature
    /// of the whole browser); returns its outcome for the caller to gather.
    mutating func run<F: Feature>(_ feature: F.Type, _ action: F.Action, on part: WritableKeyPath<BrowserState, F.State>, in environment: BrowserEnvironment) -> Outcome {
        F.update(&self[keyPath: part], action, in: environment)
    }
}
