import FeedModel

/// Composing features: the root hands each its actions on the part of the state it owns, and
/// takes the steps it asks of the others.
extension BrowserState {
    /// Runs `feature` for `action` on the part of the state at `part` (`\.self` for a feature
    /// of the whole browser), then the steps it asked of the root (`resolve(_:in:)`); returns
    /// the outcome of both for the caller to gather.
    mutating func run<F: Feature>(_ feature: F.Type, _ action: F.Action, on part: WritableKeyPath<BrowserState, F.State>, in environment: BrowserEnvironment) -> Outcome {
        resolve(F.update(&self[keyPath: part], action, in: environment), in: environment)
    }

    /// Takes the steps a feature asked of the root, in order, after the feature's own effects
    /// and status: each is another feature's action, run the same way.
    mutating func resolve(_ outcome: Outcome, in environment: BrowserEnvironment) -> Outcome {
        var resolved = Outcome(outcome.effects, status: outcome.status)
        for ask in outcome.asks {
            switch ask {
            case .quit:
                isFinished = true
            case .checkOut:
                resolved += run(CartFeature.self, .checkOut, on: \.self, in: environment)
            case .search(let query):
                // Search is an action like any other: the host hears of it first.
                resolved += Outcome([.perform(.search(query: query))])
            case .keepFocusInView:
                resolved += moveFocus(.keepInView, in: environment)
            case .refreshBuiltScreens:
                resolved += refreshBuiltScreens(in: environment)
            case .sayArrivedIfAwaited(let title):
                if case .loading = statusMessage { resolved += .status(.showing(title: title)) }
            }
        }
        return resolved
    }
}
