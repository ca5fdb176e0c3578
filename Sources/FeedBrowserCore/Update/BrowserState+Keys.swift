import FeedInput
import FeedModel
import FeedRendering

/// The keys feature: what each key does, as actions of the other features; `HelpText` lists
/// the same keys for people.
enum KeysFeature: Feature {
    /// One key: the state changed, and what comes of it.
    static func update(_ state: inout BrowserState, _ key: Key, in environment: BrowserEnvironment) -> Outcome {
        if state.overlays.shown != nil {
            return overlayKey(key, on: &state, in: environment)
        }
        switch key {
        case .up, .character("k"): return state.moveFocus(.up, in: environment)
        case .down, .character("j"): return state.moveFocus(.down, in: environment)
        case .left, .character("h"): return state.moveFocus(.left, in: environment)
        case .right, .character("l"): return state.moveFocus(.right, in: environment)
        case .tab: return state.moveFocus(.nextModule, in: environment)
        case .backTab: return state.moveFocus(.previousModule, in: environment)
        case .enter: return state.run(ActionsFeature.self, .activateFocused, on: \.self, in: environment)
        case .character("f"): return state.run(ActionsFeature.self, .favoriteFocused, on: \.self, in: environment)
        case .escape, .backspace: return state.go(.back, in: environment)
        case .character("1"): return state.go(.switchTab(.home), in: environment)
        case .character("2"): return state.go(.switchTab(.deals), in: environment)
        case .character("3"): return state.go(.switchTab(.favorites), in: environment)
        case .character("4"), .character("c"): return state.go(.switchTab(.cart), in: environment)
        case .pageDown, .character(" "): return state.moveFocus(.pageDown, in: environment)
        case .pageUp: return state.moveFocus(.pageUp, in: environment)
        case .home, .character("g"): return state.moveFocus(.top, in: environment)
        case .end, .character("G"): return state.moveFocus(.end, in: environment)
        case .character("r"): return state.run(LoadingFeature.self, .reload, on: \.screens, in: environment)
        case .character("/"): return state.run(OverlaysFeature.self, .show(.searchPrompt("")), on: \.overlays, in: environment)
        case .character("d"): return state.run(OverlaysFeature.self, .show(.diagnostics(offset: 0)), on: \.overlays, in: environment)
        case .character("i"):
            switch InspectRequest.focused(on: state.screen, in: state.layout(in: environment).list) {
            case .success(let request): return state.run(OverlaysFeature.self, .inspect(request), on: \.overlays, in: environment)
            case .failure(let refusal): return .status(refusal.status)
            }
        case .character("?"): return state.run(OverlaysFeature.self, .show(.help), on: \.overlays, in: environment)
        case .character("q"):
            state.isFinished = true
            return .none
        case .character(let other):
            guard CartFeature.keys.contains(other) else { return .status(.noCommand(other)) }
            return state.run(CartFeature.self, .key(other), on: \.self, in: environment)
        }
    }

    /// A key while an overlay shows: the overlay takes it, and asks for what else to do.
    private static func overlayKey(_ key: Key, on state: inout BrowserState, in environment: BrowserEnvironment) -> Outcome {
        state.run(OverlaysFeature.self, .key(key, panel: ScreenChrome(state: state).panelSize), on: \.overlays, in: environment)
    }
}
