import FeedBrowser
import FeedModel
import FeedRendering
import Foundation

/// What browse costs on a 100,000-module feed, each in fresh processes: its first frame
/// against `validate --jobs 1` of the same file, both whole processes taking turns, and its
/// peak memory against the file's size (`MemoryProbe`).
struct HugeFeedFigures {
    /// Median whole-process milliseconds from start to the first frame showing Home's modules.
    let firstFrameMilliseconds: Double
    /// Median whole-process milliseconds of `feedterm validate --jobs 1` of the same file.
    let validateMilliseconds: Double
    /// Peak resident memory of a browser that opens the feed, decodes all of it, draws its
    /// first screen and its end.
    let peakMegabytes: Double
    /// The feed's size.
    let jsonMegabytes: Double

    var firstFrameRatio: Double { firstFrameMilliseconds / validateMilliseconds }

    /// Measures the feed `home.json` of `directory`, `runs` times each.
    static func measure(directory: URL, feedterm: String, runs: Int) throws -> HugeFeedFigures {
        let feed = directory.appendingPathComponent("home.json").path
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        // validate reads the feed alone, as a link in a folder that is no source: beside
        // deals.json it would also check every listing against the source's other documents.
        let alone = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: alone) }
        try FileManager.default.linkItem(atPath: feed, toPath: alone.appendingPathComponent("feed.json").path)
        let times = try CommandTimer.alternating([
            [bench, "--first-frame-probe", feed],
            [feedterm, "validate", "--jobs", "1", "--max-bytes", "\(1 << 30)", alone.appendingPathComponent("feed.json").path],
        ], runs: runs)
        let size = try FileManager.default.attributesOfItem(atPath: feed)[.size] as? Int ?? 0
        return HugeFeedFigures(
            firstFrameMilliseconds: times[0], validateMilliseconds: times[1],
            peakMegabytes: try MemoryProbe.peakMegabytes(feedFile: feed), jsonMegabytes: Double(size) / 1_048_576
        )
    }

    /// The browser's decoder as browse makes it, reading documents as large as the feed.
    static var browserDecoder: FeedDecoder {
        var decoder = BrowserHost().decoder
        decoder.limits.maxBytes = 1 << 30
        return decoder
    }

    /// In the child: opens `feedFile` as Home in a 200 × 60 browser, and exits as soon as a
    /// frame shows its first modules, the rest of the feed still decoding.
    static func runFirstFrameChild(feedFile: String) -> Never {
        let directory = URL(fileURLWithPath: feedFile).deletingLastPathComponent()
        let runtime = BrowserRuntime(source: DirectorySource(directory: directory, decoder: browserDecoder), width: 200, height: 60)
        while Self.isLoadingHome(runtime.frame()) {
            if !runtime.takeFinishedLoads() { usleep(200) }
        }
        exit(0)
    }

    /// Whether the frame still says Home is loading, rather than showing its modules.
    private static func isLoadingHome(_ frame: Buffer) -> Bool {
        (0..<frame.height).contains { frame.line($0).contains("⋯ Loading Home") }
    }
}
