@testable import FeedBrowserCore
import FeedRendering

/// What `BrowserRuntime` does between the core and the screen, on the test's thread: each event
/// updates the state with the measures kept from before handed in and taken back, and a frame
/// is drawn after it, whose hotspots (what a click hits) and measures go back into the
/// environment. `BrowserTestStore` and `Harness` drive the core through it; what is about
/// threads (loads in parallel, the host's queue, the state store's) is tested on
/// `BrowserRuntime` itself.
struct SynchronousRuntime {
    /// The state after the last event.
    private(set) var state: BrowserState
    /// What the next update is handed: the last frame's hotspots and measures among it.
    private(set) var environment: BrowserEnvironment

    init(state: BrowserState, environment: BrowserEnvironment) {
        self.state = state
        self.environment = environment
        draw()
    }

    /// Updates the state for `event`, draws the frame that follows, and returns the effects.
    mutating func send(_ event: BrowserEvent) -> [Effect] {
        var measures = KeptMeasures()
        swap(&measures, &environment.measures)
        let effects = state.update(event, in: environment, measuring: &measures)
        environment.measures = measures
        draw()
        return effects
    }

    /// The frame the state draws now, in the environment as it stands.
    var buffer: Buffer {
        state.frame(in: environment).buffer
    }

    /// Draws a frame, as the runtime does after every change, and keeps what it hands back.
    private mutating func draw() {
        var handed = environment
        handed.measures = KeptMeasures()
        swap(&handed.measures, &environment.measures)
        let frame = state.frame(in: handed)
        environment.lastFrameHotspots = frame.buffer.hotspots
        environment.measures = frame.measures
    }
}
