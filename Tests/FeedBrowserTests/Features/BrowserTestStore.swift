@testable import FeedBrowserCore
import FeedRendering
import Foundation
import Testing

/// The whole browser driven as the runtime drives it, but on the test's thread: each step
/// sends an event, states the whole next state (as a change to the last) and every effect,
/// then draws a frame and hands its hotspots and layouts back to the environment, as
/// `BrowserRuntime` does, so that a click hits what was drawn.
///
/// An effect that has a result (a load, a picture, an action for the host, the state store's
/// read, inspect) stays in flight until the test `receive`s it, feeding its result back as the
/// runtime would, with that step's state and effects stated too; `finish()` fails for any
/// left unanswered, as The Composable Architecture's `TestStore` does for unreceived actions.
struct BrowserTestStore {
    /// The state after the last step.
    private(set) var state: BrowserState
    /// What the next update is handed: the last frame's hotspots and layouts among it.
    private(set) var environment: BrowserEnvironment
    /// The effects asked for whose results have not come back.
    private(set) var inFlight: [Effect] = []

    /// A store of `browser`, whose effects so far (`start()`'s) are `started`.
    init(browser: BrowserState, started: [Effect] = [], environment: BrowserEnvironment = .tests) {
        state = browser
        self.environment = environment
        take(started)
        draw()
    }

    /// Sends `event`; `expected` is every effect it asks for, and `change` turns the last state
    /// into the whole next one.
    mutating func send(_ event: BrowserEvent, _ expected: [Effect], sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout BrowserState) -> Void = { _ in }) {
        var next = state
        change(&next)
        var layouts = LayoutCache()
        swap(&layouts, &environment.layouts)
        let effects = state.update(event, in: environment, measuring: &layouts)
        environment.layouts = layouts
        #expect(effects == expected, "the effects were not the ones stated", sourceLocation: sourceLocation)
        #expect(state == next, "the state changed otherwise than stated:\n\(Self.difference(next, state))", sourceLocation: sourceLocation)
        take(effects)
        draw()
    }

    /// Answers `effect`, which must be in flight, with `result`, as the runtime would; the rest
    /// is `send(_:_:_:)`'s.
    mutating func receive(_ effect: Effect, _ result: BrowserEvent, _ expected: [Effect], sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout BrowserState) -> Void = { _ in }) {
        guard let index = inFlight.firstIndex(of: effect) else {
            Issue.record("\(effect) is not in flight; in flight: \(inFlight)", sourceLocation: sourceLocation)
            return
        }
        inFlight.remove(at: index)
        send(result, expected, sourceLocation: sourceLocation, change)
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

    /// The screen's lines as the last frame drew them.
    var lines: [String] {
        let buffer = state.frame(in: environment).buffer
        return (0..<buffer.height).map(buffer.line)
    }

    /// Keeps the effects that have a result; a cancelled picture's load leaves.
    private mutating func take(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .load, .loadPicture, .perform, .loadState, .inspect:
                inFlight.append(effect)
            case .cancel(let id):
                inFlight.removeAll { if case .loadPicture(let request) = $0 { request.id == id } else { false } }
            case .record, .save, .quit:
                break
            }
        }
    }

    /// Draws a frame, as the runtime does after every change, and keeps what it hands back.
    private mutating func draw() {
        var handed = environment
        handed.layouts = LayoutCache()
        swap(&handed.layouts, &environment.layouts)
        let frame = state.frame(in: handed)
        environment.lastFrameHotspots = frame.buffer.hotspots
        environment.layouts = frame.layouts
    }

    /// Where the stated and the actual state differ: the path of each innermost part that
    /// differs, with both values.
    private static func difference(_ stated: BrowserState, _ actual: BrowserState) -> String {
        differences(stated, actual, at: "state").joined(separator: "\n")
    }

    private static func differences(_ stated: Any, _ actual: Any, at path: String) -> [String] {
        if let stated = stated as? AnyHashable, let actual = actual as? AnyHashable, stated == actual { return [] }
        let statedText = String(describing: stated), actualText = String(describing: actual)
        guard statedText != actualText else { return [] }
        let statedChildren = Array(Mirror(reflecting: stated).children), actualChildren = Array(Mirror(reflecting: actual).children)
        guard !statedChildren.isEmpty, statedChildren.count == actualChildren.count else {
            return ["\(path):\n  stated \(statedText.prefix(600))\n  actual \(actualText.prefix(600))"]
        }
        return zip(statedChildren, actualChildren).enumerated().flatMap { index, pair in
            differences(pair.0.value, pair.1.value, at: path + "." + (pair.0.label ?? "\(index)"))
        }
    }
}
