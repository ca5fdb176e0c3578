import FeedModel

/// Composing features: the root hands each its actions on the part of the state it owns, and
/// takes the steps each asks of the others.
extension BrowserState {
    /// Runs `feature` for `action` on the part of the state at `part`, then the steps it asked
    /// of the root (`resolve(_:in:)`); returns the outcome of both for the caller to gather.
    mutating func run<F: Feature>(_ feature: F.Type, _ action: F.Action, on part: WritableKeyPath<BrowserState, F.State>, in environment: BrowserEnvironment) -> Outcome {
        resolve(F.update(&self[keyPath: part], action, in: environment), in: environment)
    }

    /// Takes the steps a feature asked of the root, in order: their effects follow the
    /// feature's own, and the feature's own status, when it says one, wins over theirs (an
    /// order placed says so, not "Showing Home").
    mutating func resolve(_ outcome: Outcome, in environment: BrowserEnvironment) -> Outcome {
        var steps = Outcome()
        for ask in outcome.asks {
            steps += take(ask, in: environment)
        }
        // Each step is a feature's run, which took its own asks: none can be left here.
        assert(steps.asks.isEmpty, "asks left after the steps: \(steps.asks)")
        return Outcome(outcome.effects + steps.effects, status: outcome.status ?? steps.status)
    }

    /// One step asked of the root, handed to the feature that owns its part of the state.
    private mutating func take(_ ask: Outcome.Ask, in environment: BrowserEnvironment) -> Outcome {
        switch ask {
        case .quit:
            isFinished = true
            return .none
        case .focus(let move): return moveFocus(move, in: environment)
        case .keepFocusInView: return moveFocus(.keepInView, in: environment)
        case .go(let intent): return go(intent, in: environment)
        case .pushLoading(let kind, let title): return pushLoading(kind, title: title, in: environment)
        case .reload: return run(LoadingFeature.self, .reload, on: \.screens, in: environment)
        case .show(let overlay): return run(OverlaysFeature.self, .show(overlay), on: \.overlays, in: environment)
        case .inspect:
            switch InspectRequest.focused(on: screen, in: layout(in: environment).list) {
            case .success(let request): return run(OverlaysFeature.self, .inspect(request), on: \.overlays, in: environment)
            case .failure(let refusal): return .status(refusal.status)
            }
        case .activateFocused: return run(ActionsFeature.self, .activateFocused(layout(in: environment)), on: \.screens, in: environment)
        case .favoriteFocused: return run(ActionsFeature.self, .favoriteFocused, on: \.screens, in: environment)
        case .cartKey(let key): return run(CartFeature.self, .key(key, on: cartTarget), on: \.shopper, in: environment)
        case .checkOut: return run(CartFeature.self, .checkOut, on: \.shopper, in: environment)
        case .shop(let intent): return shop(intent, in: environment)
        case .search(let query):
            // Search is an action like any other: the host hears of it first.
            return Outcome([.perform(.search(query: query))])
        case .searchListings(let query): return search(query, in: environment)
        case .refreshBuiltScreens: return refreshBuiltScreens(in: environment)
        case .sayArrivedIfAwaited(let title):
            guard case .loading = statusMessage else { return .none }
            return .status(.showing(title: title))
        }
    }
}
