import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Foundation

/// Drives a `BrowserState` as the runtime does, on the test's thread (`SynchronousRuntime`),
/// with no terminal: it keeps the effects each event asked for, and performs loads from a
/// source only when told to. Unlike `BrowserTestStore`, it states nothing of each step: a test
/// reads the state and the screen where it wants to.
struct StateDriver {
    private var runtime: SynchronousRuntime
    /// The state after the last event.
    var state: BrowserState { runtime.state }
    /// What the next event is handed: the last frame's hotspots and layouts among it.
    var environment: BrowserEnvironment { runtime.environment }
    let source: any FeedSource
    /// The effects of the last event, and loads asked for and not yet answered.
    private(set) var effects: [Effect] = []
    private(set) var pendingLoads: [LoadRequest] = []

    init(source: any FeedSource, width: Int = 80, height: Int = 24, pictures: (any PictureProvider)? = nil) {
        self.source = source
        var state = BrowserState(width: width, height: height)
        let started = state.start()
        runtime = SynchronousRuntime(state: state, environment: BrowserEnvironment(sourceName: source.name, theme: .mono, clock: { Date() }, pictures: pictures))
        take(started)
    }

    mutating func send(_ event: BrowserEvent) {
        take(runtime.send(event))
    }

    mutating func press(_ keys: Key...) {
        for key in keys { send(.input(.key(key))) }
    }

    /// Answers every pending load from the source, and the loads those ask for, until none is left.
    mutating func loadAll() {
        while let request = pendingLoads.first {
            pendingLoads.removeFirst()
            send(.loaded(request.id, source.load(request.path)))
        }
    }

    /// Answers the pending load of `path` with `result`.
    mutating func answer(_ path: String, with result: FeedDecodeResult?) {
        guard let index = pendingLoads.firstIndex(where: { $0.path == path }) else { return }
        let request = pendingLoads.remove(at: index)
        send(.loaded(request.id, result))
    }

    /// The pictures the last event asked for.
    var pictureRequests: [PictureRequest] {
        effects.compactMap { if case .loadPicture(let request) = $0 { request } else { nil } }
    }

    /// The actions the last event asked the host to perform.
    var performed: [Action] {
        effects.compactMap { if case .perform(let action) = $0 { action } else { nil } }
    }

    var lines: [String] {
        let frame = runtime.buffer
        return (0..<frame.height).map(frame.line)
    }

    var screenText: String { lines.joined(separator: "\n") }

    private mutating func take(_ new: [Effect]) {
        effects = new
        for effect in new {
            if case .load(let request) = effect { pendingLoads.append(request) }
        }
    }
}
