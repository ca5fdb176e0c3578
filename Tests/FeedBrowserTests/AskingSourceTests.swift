import FeedBrowser
import FeedModel
import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where the browser asks a source for its documents: a source that only sends a request
/// (`asksWithoutWaiting`, as one on the network) is asked from the event loop and takes no
/// thread; one that reads is asked on a pool's thread.
struct AskingSourceTests {
    /// Home with forty parts that never answer, as a server that hangs; records the thread
    /// each document was asked for on.
    final class RecordingSource: FeedSource, Sendable {
        let asksWithoutWaiting: Bool
        let askedOn = Mutex<[pthread_t]>([])
        var name: String { "recording" }

        init(asksWithoutWaiting: Bool) {
            self.asksWithoutWaiting = asksWithoutWaiting
        }

        func load(_ path: String) -> FeedDecodeResult? {
            guard path == "home.json" else { return FeedDecoder().decode(Data("[]".utf8)) }
            let parts = (0..<40).map { #"{"type": "deferred", "deferred": {"path": "part\#($0).json", "min_height": 1}}"# }
            return FeedDecoder().decode(Data(#"{"modules": [\#(parts.joined(separator: ","))]}"#.utf8))
        }

        func load(_ path: String, cancellation: LoadCancellation, then: @escaping @Sendable (FeedDecodeResult?) -> Void) {
            askedOn.withLock { $0.append(pthread_self()) }
            if !path.hasPrefix("part") { then(load(path)) }
        }
    }

    /// The runtime's documents asked for so far, once Home's forty parts are (3 s at most).
    static func asks(of source: RecordingSource) -> [pthread_t] {
        let runtime = BrowserRuntime(source: source, width: 80, height: 24)
        _ = LoadCancellationTests.wait(runtime) { source.askedOn.withLock { $0.count } >= 41 }
        return source.askedOn.withLock { $0 }
    }

    @Test func aSourceThatOnlySendsRequestsIsAskedFromTheEventLoop() {
        let source = RecordingSource(asksWithoutWaiting: true)
        let asks = Self.asks(of: source)
        #expect(asks.count >= 41, "Home and its forty parts are asked for at once")
        // This test's thread runs the event loop: every ask came from it.
        #expect(asks.allSatisfy { pthread_equal($0, pthread_self()) != 0 })
    }

    @Test func aSourceThatReadsIsAskedOnAPoolThread() {
        let source = RecordingSource(asksWithoutWaiting: false)
        let asks = Self.asks(of: source)
        #expect(asks.count >= 41, "Home and its forty parts are asked for")
        #expect(!asks.isEmpty && asks.allSatisfy { pthread_equal($0, pthread_self()) == 0 })
    }
}
