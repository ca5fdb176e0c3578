import FeedBrowser
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
    var name: String { "memory" }

    func load(_ path: String) -> FeedDecodeResult? {
        files[path].map { FeedDecoder().decode(Data($0.utf8)) }
    }
}

/// Records every action the host hears of.
final class ActionRecorder: Sendable {
    private let actions = Mutex<[Action]>([])

    var recorded: [Action] { actions.withLock { $0 } }

    var handler: ActionHandler {
        ActionHandler { action in self.actions.withLock { $0.append(action) } }
    }
}

/// A browser over the bundled layouts, driven by keys, read as text.
struct Harness {
    let browser: Browser
    let recorder = ActionRecorder()

    init(source: any FeedSource = DirectorySource(directory: repositoryRoot.appendingPathComponent("layouts")), width: Int = 80, height: Int = 24) {
        let recorder = recorder
        browser = Browser(source: source, width: width, height: height, theme: .mono, host: recorder.handler)
    }

    func press(_ keys: Key...) {
        for key in keys {
            browser.handle(.key(key))
        }
    }

    func type(_ text: String) {
        for character in text {
            browser.handle(.key(.character(character)))
        }
    }

    var lines: [String] {
        let frame = browser.frame()
        return (0..<frame.height).map(frame.line)
    }

    var screenText: String { lines.joined(separator: "\n") }

    /// The focused hotspot as drawn in the last frame.
    var focused: Hotspot? {
        let frame = browser.frame()
        return frame.hotspots.first { $0.element == browser.focus }
    }
}
