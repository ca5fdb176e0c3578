import FeedBrowser
import FeedInput
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
    /// From start to the first frame showing Home's modules, from a loopback HTTP server that
    /// answers at once, and from the layouts directory.
    let firstContentHTTPMilliseconds: Double
    let firstContentDirectoryMilliseconds: Double

    static func measure(layouts: URL, repository: URL) throws -> LoadingFigures {
        let server = try LocalServer(serving: layouts, delay: 2, repository: repository)
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
        let prompt = try LocalServer(serving: layouts, delay: 0, repository: repository)
        let contentHTTP = Stopwatch.median((0..<5).map { _ in firstContent(HTTPSource(base: prompt.base)) })
        let contentDirectory = Stopwatch.median((0..<5).map { _ in firstContent(DirectorySource(directory: layouts)) })
        return LoadingFigures(
            firstFrameSlowMilliseconds: slow, firstFrameDirectoryMilliseconds: directory, keyToFrameMilliseconds: Stopwatch.median(samples),
            firstContentHTTPMilliseconds: contentHTTP, firstContentDirectoryMilliseconds: contentDirectory
        )
    }

    private static func shows(_ text: String, _ frame: Buffer) -> Bool {
        (0..<frame.height).contains { frame.line($0).contains(text) }
    }

    /// From start until Home's first module is on the frame, taking results as the loop would.
    private static func firstContent(_ source: any FeedSource) -> Double {
        Stopwatch.milliseconds {
            let runtime = BrowserRuntime(source: source, width: 120, height: 40)
            while !Self.shows("Search for anything", runtime.frame()) {
                runtime.takeFinishedLoads()
                usleep(200)
            }
        }
    }

    private static func firstFrame(_ source: any FeedSource) -> Double {
        Stopwatch.milliseconds {
            _ = BrowserRuntime(source: source, width: 120, height: 40).frame()
        }
    }
}
