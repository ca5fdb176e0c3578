import FeedBrowser
import FeedModel
import FeedRendering
import Foundation

/// How the browser behaves while loads are in flight, against a server that answers every
/// request 2 s late: the first frame, and a key's frame with three loads pending.
struct LoadingFigures {
    /// From creating the browser to its first frame, the slow server as the source.
    let firstFrameSlowMilliseconds: Double
    /// The same with the layouts directory as the source.
    let firstFrameDirectoryMilliseconds: Double
    /// Median from a key event to its frame while three loads are in flight.
    let keyToFrameMilliseconds: Double

    static func measure(layouts: URL, repository: URL) throws -> LoadingFigures {
        let server = try SlowServer(serving: layouts, delay: 2, repository: repository)
        let slow = Stopwatch.median((0..<5).map { _ in firstFrame(HTTPSource(base: server.base)) })
        let directory = Stopwatch.median((0..<5).map { _ in firstFrame(DirectorySource(directory: layouts)) })
        let runtime = BrowserRuntime(source: HTTPSource(base: server.base), width: 120, height: 40)
        // Home and Deals are loading; a shop page makes the third.
        runtime.send(.answered(.openShop(shopID: 5001, shopName: nil), .notHandled))
        guard runtime.state.loadsInFlight == 3 else {
            throw BenchError("expected three loads in flight, found \(runtime.state.loadsInFlight)")
        }
        let keys: [Key] = [.character("1"), .character("2"), .down, .up, .character("?"), .escape]
        let samples = (0..<60).map { index in
            Stopwatch.milliseconds {
                runtime.send(.input(.key(keys[index % keys.count])))
                _ = runtime.frame()
            }
        }
        guard runtime.state.loadsInFlight == 3 else {
            throw BenchError("a load finished while keys were measured; the server answered too soon")
        }
        return LoadingFigures(firstFrameSlowMilliseconds: slow, firstFrameDirectoryMilliseconds: directory, keyToFrameMilliseconds: Stopwatch.median(samples))
    }

    private static func firstFrame(_ source: any FeedSource) -> Double {
        Stopwatch.milliseconds {
            _ = BrowserRuntime(source: source, width: 120, height: 40).frame()
        }
    }
}
