@testable import FeedBrowserCore
import FeedRendering
import Foundation
import Testing

/// The whole browser driven as the runtime drives it, but on the test's thread
/// (`SynchronousRuntime`): each step sends an event and states the whole next state (as a
/// change to the last) and every effect; a frame is drawn after it and its hotspots and measures
/// handed back, so that a click hits what was drawn.
///
/// An effect that has a result (a load, a picture, an action for the host, the state store's
/// read, inspect) stays in flight until the test `receive`s it, feeding its result back as the
/// runtime would, with that step's state and effects stated too; `finish()` fails for any
/// left unanswered, as The Composable Architecture's `TestStore` does for unreceived actions.
struct BrowserTestStore {
    /// The core, driven as the runtime drives it.
    private var runtime: SynchronousRuntime
    /// The state after the last step.
    var state: BrowserState { runtime.state }
    /// The effects asked for whose results have not come back.
    private(set) var inFlight: [Effect] = []

    /// A store of `browser`, whose effects so far (`start()`'s) are `started`.
    init(browser: BrowserState, started: [Effect] = [], environment: BrowserEnvironment = .tests) {
        runtime = SynchronousRuntime(state: browser, environment: environment)
        take(started)
    }

    /// Sends `event`; `expected` is every effect it asks for, and `change` turns the last state
    /// into the whole next one.
    mutating func send(_ event: BrowserEvent, _ expected: [Effect], sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout BrowserState) -> Void = { _ in }) {
        var next = state
        change(&next)
        let effects = runtime.send(event)
        #expect(effects == expected, "the effects were not the ones stated", sourceLocation: sourceLocation)
        #expect(state == next, "the state changed otherwise than stated:\n\(StateDifference.describe(next, state))", sourceLocation: sourceLocation)
        // Lists are equal by their ids: what they hold is compared here.
        #expect(state.listContents == next.listContents, "the lists hold otherwise than stated", sourceLocation: sourceLocation)
        take(effects)
    }

    /// Answers `effect`, which must be in flight, with `result`, which must answer it (a load's
    /// or a picture's id, a performed action), as the runtime would; the rest is
    /// `send(_:_:_:)`'s.
    mutating func receive(_ effect: Effect, _ result: BrowserEvent, _ expected: [Effect], sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout BrowserState) -> Void = { _ in }) {
        guard let index = inFlight.firstIndex(of: effect) else {
            Issue.record("\(effect) is not in flight; in flight: \(inFlight)", sourceLocation: sourceLocation)
            return
        }
        #expect(Self.answers(result, effect), "\(result) does not answer \(effect)", sourceLocation: sourceLocation)
        inFlight.remove(at: index)
        send(result, expected, sourceLocation: sourceLocation, change)
    }

    /// Whether `result` is what the runtime sends back for `effect`.
    private static func answers(_ result: BrowserEvent, _ effect: Effect) -> Bool {
        switch (effect, result) {
        case (.load(let request), .loaded(let id, _)): request.id == id
        case (.loadPicture(let request), .pictureLoaded(let id, _)): request.id == id
        case (.perform(let action), .answered(let answered, _)): action == answered
        case (.loadState, .stateLoaded), (.inspect, .inspected): true
        default: false
        }
    }

    /// Leaves `effect` unanswered on purpose: the runtime would perform it and say nothing.
    mutating func drop(_ effect: Effect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let index = inFlight.firstIndex(of: effect) else {
            Issue.record("\(effect) is not in flight", sourceLocation: sourceLocation)
            return
        }
        inFlight.remove(at: index)
    }

    /// Fails for every effect still in flight but those `dropping` names: a result the test
    /// never stated.
    func finish(dropping: [Effect] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        var left = inFlight
        for effect in dropping {
            guard let index = left.firstIndex(of: effect) else {
                Issue.record("\(effect) was dropped but is not in flight", sourceLocation: sourceLocation)
                continue
            }
            left.remove(at: index)
        }
        #expect(left.isEmpty, "effects asked for and never received: \(left)", sourceLocation: sourceLocation)
    }

    /// The screen's lines as the state draws them now.
    var lines: [String] {
        let buffer = runtime.buffer
        return (0..<buffer.height).map(buffer.line)
    }

    /// Keeps the effects that have a result; a cancelled picture's load leaves.
    private mutating func take(_ effects: [Effect]) {
        for effect in effects {
            if effect.hasResult { inFlight.append(effect) }
            if case .cancel(let id) = effect {
                inFlight.removeAll { if case .loadPicture(let request) = $0 { request.id == id } else { false } }
            }
        }
    }
}
