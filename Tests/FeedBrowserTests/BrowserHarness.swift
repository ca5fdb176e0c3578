import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Synchronization

/// The repository's root, for layouts/.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A source held in memory, for feeds made up in a test.
struct MemorySource: FeedSource {
    let files: [String: String]
    var decoder = FeedDecoder()
    var name: String { "memory" }

    func load(_ path: String) -> FeedDecodeResult? {
        files[path].map { decoder.decode(Data($0.utf8)) }
    }

    /// Decoders that keep a document's modules decoded, that keep every document's modules as
    /// their text (as a long feed's are), and that decode only each document's first two
    /// modules at once, leaving the rest for the browser to decode in the background (as a
    /// long feed opens), keeping them decoded or as text: the browser must show the same
    /// with each.
    static let decoders: [FeedDecoder] = {
        var keepingText = FeedDecoder()
        keepingText.keepsTextFrom = 0
        var openingEarly = FeedDecoder()
        openingEarly.opensWith = 2
        openingEarly.opensEarlyFrom = 0
        var openingEarlyKeepingText = openingEarly
        openingEarlyKeepingText.keepsTextFrom = 0
        return [FeedDecoder(), keepingText, openingEarly, openingEarlyKeepingText]
    }()
}

/// Records every action and impression the host hears of; it handles none of them.
final class ActionRecorder: Sendable {
    private let actions = Mutex<[Action]>([])
    private let impressions = Mutex<[Impression]>([])

    var recorded: [Action] { actions.withLock { $0 } }
    var recordedImpressions: [Impression] { impressions.withLock { $0 } }

    /// A host that tells this recorder everything and leaves every action to the browser.
    var host: BrowserHost {
        var host = BrowserHost()
        host.actions = ActionHandler { action in
            self.actions.withLock { $0.append(action) }
            return .notHandled
        }
        host.impressions = { impression in self.impressions.withLock { $0.append(impression) } }
        return host
    }
}

/// A browser over the bundled layouts, driven by keys and events, read as text, on the test's
/// thread: the core through `SynchronousRuntime` (each frame's hotspots and measures handed
/// back), and each effect's result fed back by `SynchronousEffects` as the runtime would. It
/// states nothing of each step, as `BrowserTestStore` does (The Composable Architecture's
/// non-exhaustive `TestStore`); what is about threads is tested on `BrowserRuntime` itself.
///
/// `answers` says when results come: `.atOnce`, every effect's before the next event, so a
/// test reads a settled screen; `.whenAsked`, none until the test answers a load
/// (`answer(_:with:)`, `loadAll()`), for a test of what shows while something loads.
final class Harness {
    /// When effects' results come back.
    enum Answers {
        case atOnce
        case whenAsked
    }

    private var runtime: SynchronousRuntime
    private let results: SynchronousEffects
    private let answers: Answers
    let recorder = ActionRecorder()
    /// The effects the last event asked for.
    private(set) var effects: [Effect] = []
    /// Loads asked for and not answered yet (`.whenAsked`).
    private(set) var pendingLoads: [LoadRequest] = []

    init(
        source: any FeedSource = DirectorySource(directory: repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath()), store: StateStore = .inMemory(),
        width: Int = 80, height: Int = 24, cohort: Cohort = Cohort(), showsHidden: Bool = false, pictures: (any PictureProvider)? = nil, answers: Answers = .atOnce
    ) {
        let host = recorder.host
        let clock: @Sendable () -> Date = { Date() }
        results = SynchronousEffects(source: source, host: host, store: store, clock: clock)
        self.answers = answers
        var state = BrowserState(width: width, height: height)
        let started = state.start()
        let environment = BrowserEnvironment(sourceName: source.name, theme: .mono, renderers: host.renderers, cohort: cohort, showsHidden: showsHidden, clock: clock, pictures: pictures)
        runtime = SynchronousRuntime(state: state, environment: environment)
        take(started)
        // What opening the state file says (a file moved aside, a folder that cannot be written).
        if answers == .atOnce, let notice = store.notice { send(.notice(notice)) }
    }

    /// The browser's state as it is now.
    var browser: BrowserState { runtime.state }
    var state: BrowserState { runtime.state }
    /// What the next event is handed: the last frame's hotspots and measures among it.
    var environment: BrowserEnvironment { runtime.environment }

    /// Sends `event`, and with `.atOnce` feeds back every result its effects have, and theirs.
    func send(_ event: BrowserEvent) {
        take(runtime.send(event))
    }

    func send(_ input: InputEvent) {
        send(.input(input))
    }

    func press(_ keys: Key...) {
        for key in keys {
            send(.key(key))
        }
    }

    func type(_ text: String) {
        for character in text {
            send(.key(.character(character)))
        }
    }

    /// Answers every pending load from the source, and the loads those ask for, until none is left.
    func loadAll() {
        while let request = pendingLoads.first {
            pendingLoads.removeFirst()
            send(.loaded(request.id, results.source.answer(request)))
        }
    }

    /// Answers the pending load of `path` with `result`.
    func answer(_ path: String, with result: FeedDecodeResult?) {
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

    /// The frame the state draws now.
    var frame: Buffer { runtime.buffer }

    var lines: [String] {
        let frame = frame
        return (0..<frame.height).map(frame.line)
    }

    var screenText: String { lines.joined(separator: "\n") }

    /// The focused hotspot as drawn in the last frame.
    var focused: Hotspot? {
        frame.hotspots.first { $0.element == browser.focus }
    }

    /// Keeps `asked` as the last event's effects, and performs them and every effect their
    /// results ask for, first asked first answered; with `.whenAsked`, keeps the loads that
    /// read the source, and decodes the rest of a document at once (no source is asked for it).
    private func take(_ asked: [Effect]) {
        effects = asked
        guard answers == .atOnce else {
            for effect in asked {
                guard case .load(let request) = effect else { continue }
                if request.rest != nil {
                    send(.loaded(request.id, results.source.answer(request)))
                } else {
                    pendingLoads.append(request)
                }
            }
            return
        }
        var queue = asked
        while !queue.isEmpty {
            let effect = queue.removeFirst()
            for result in results.results(of: effect) {
                queue += runtime.send(result)
            }
        }
    }
}
