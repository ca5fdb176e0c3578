import FeedBrowser
import FeedInput
import FeedModel
import Foundation

/// browse over a hostile source (scripts/hostile-http-server.py's /parts/: 100 deferred parts,
/// each sending 60 MB at once and then nothing): its peak memory until every part has settled
/// or been refused, a key's frame while they are in flight, and the most threads it ran
/// meanwhile (a transfer that waits should hold none). Measured in a fresh process
/// (`feedterm-bench --hostile-probe URL`), so nothing else the bench did counts.
struct HostileFigures {
    /// Peak MB (VmHWM) of the browser until every part settled.
    let peakMegabytes: Double
    /// Median milliseconds from a key to its frame while the parts are in flight.
    let keyToFrameMilliseconds: Double
    /// The most threads the browser ran while the parts were in flight.
    let threads: Double

    static func measure(layouts: URL, repository: URL) throws -> HostileFigures {
        let server = try LocalServer(hostileServing: layouts, repository: repository)
        let output = try MemoryProbe.childOutput(arguments: ["--hostile-probe", server.base.absoluteString + "parts/"])
        let numbers = output.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 3 else { throw BenchError("the hostile probe printed \(output)") }
        return HostileFigures(peakMegabytes: numbers[0] / 1024, keyToFrameMilliseconds: numbers[1], threads: numbers[2])
    }

    /// In the child: opens the source at `base` as browse would (3 s a load, to settle
    /// sooner), times 20 keys and their frames while the parts load, counting its threads,
    /// waits until none is in flight, and prints its peak memory in KiB, the median key in
    /// milliseconds and the most threads.
    static func runChild(base: String) throws {
        guard let url = URL(string: base) else { throw BenchError("\(base) is not a URL") }
        var decoder = FeedDecoder()
        decoder.limits.timeout = 3
        let runtime = BrowserRuntime(source: HTTPSource(base: url, decoder: decoder), width: 100, height: 30)
        // Home arrives at once; a second on, every part on the screen is loading or waiting
        // for room, none yet past its 3 s.
        Thread.sleep(forTimeInterval: 1)
        var threads = 0
        let times = (0..<20).map { index in
            Thread.sleep(forTimeInterval: 0.05)
            threads = max(threads, (try? MemoryProbe.threads()) ?? 0)
            return Stopwatch.milliseconds {
                runtime.send(.input(.key(index % 2 == 0 ? .down : .up)))
                _ = runtime.frame()
            }
        }
        guard runtime.settle(timeout: .seconds(120)) else { throw BenchError("the hostile parts never settled") }
        _ = runtime.frame()
        print("\(try MemoryProbe.peakKilobytes()) \(Stopwatch.median(times)) \(threads)")
    }
}
