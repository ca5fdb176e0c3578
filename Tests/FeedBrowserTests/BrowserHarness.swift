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

    /// Decoders that keep a document's modules decoded, and that keep every document's
    /// modules as their text (as a long feed's are): the browser must show the same with both.
    static let decoders: [FeedDecoder] = {
        var keepingText = FeedDecoder()
        keepingText.keepsTextFrom = 0
        return [FeedDecoder(), keepingText]
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

/// A browser over the bundled layouts, driven by keys, read as text; every load is waited for
/// after each event, so a test reads a settled screen.
struct Harness {
    let runtime: BrowserRuntime
    let recorder = ActionRecorder()

    init(
        source: any FeedSource = DirectorySource(directory: repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath()), store: StateStore = .inMemory(),
        width: Int = 80, height: Int = 24, cohort: Cohort = Cohort(), showsHidden: Bool = false
    ) {
        runtime = BrowserRuntime(source: source, host: recorder.host, store: store, width: width, height: height, theme: .mono, cohort: cohort, showsHidden: showsHidden)
        runtime.settle()
    }

    /// The browser's state as it is now.
    var browser: BrowserState { runtime.state }

    func send(_ input: InputEvent) {
        runtime.send(.input(input))
        runtime.settle()
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

    var lines: [String] {
        let frame = runtime.frame()
        return (0..<frame.height).map(frame.line)
    }

    var screenText: String { lines.joined(separator: "\n") }

    /// The focused hotspot as drawn in the last frame.
    var focused: Hotspot? {
        let frame = runtime.frame()
        return frame.hotspots.first { $0.element == browser.focus }
    }
}
