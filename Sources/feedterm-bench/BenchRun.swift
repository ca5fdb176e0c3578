import FeedBrowser
import FeedModel
import Foundation

/// One run of every measurement, in the order that keeps them from disturbing each other.
struct BenchRun {
    let layouts: URL
    let modules: Int
    let frames: Int
    let decodes: Int

    func measure() throws -> BenchReport {
        let large = try GeneratedFeed.json(modules: modules, layouts: layouts)
        let small = try GeneratedFeed.json(modules: 10, layouts: layouts)
        let deals = try Data(contentsOf: layouts.appendingPathComponent("deals.json"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try large.write(to: directory.appendingPathComponent("home.json"))
        try deals.write(to: directory.appendingPathComponent("deals.json"))

        // Memory first, in a fresh process, before this one has touched anything large.
        let rss = try MemoryProbe.peakMegabytes(feedFile: directory.appendingPathComponent("home.json").path)

        let (ours, plain, decodeCheck) = try decodeTimes(large)
        let firstFrame = Stopwatch.median((0..<3).map { _ in
            Stopwatch.milliseconds {
                _ = Browser(source: DirectorySource(directory: directory), width: 200, height: 60).frame()
            }
        })
        let frameLarge = frameTime(feed: large, moduleCount: modules, deals: deals)
        let frameSmall = frameTime(feed: small, moduleCount: 10, deals: deals)
        let bytes = try TerminalBytes.measure(layouts: layouts)
        return BenchReport(
            modules: modules, modulesDecoded: decodeCheck,
            decodeMilliseconds: ours, plainDecodeMilliseconds: plain,
            frameMilliseconds: frameLarge, smallFrameMilliseconds: frameSmall,
            bytes: bytes, rssMegabytes: rss, jsonMegabytes: Double(large.count) / 1_048_576,
            firstFrameMilliseconds: firstFrame
        )
    }

    /// Medians of FeedDecoder and of plain JSONDecoder on the same bytes, alternating so both
    /// see the same machine; and how many modules FeedDecoder kept.
    private func decodeTimes(_ data: Data) throws -> (Double, Double, Int) {
        var ours: [Double] = []
        var plain: [Double] = []
        var kept = 0
        for _ in 0..<decodes {
            ours.append(Stopwatch.milliseconds {
                let result = FeedDecoder().decode(data)
                kept = result.modules.count
            })
            plain.append(try Stopwatch.milliseconds {
                _ = try JSONDecoder().decode(Plain.Feed.self, from: data)
            })
        }
        guard kept == modules else {
            throw BenchError("FeedDecoder kept \(kept) of \(modules) generated modules")
        }
        return (Stopwatch.median(ours), Stopwatch.median(plain), kept)
    }

    /// Median time to lay out and draw a 200×60 frame at random scroll positions.
    private func frameTime(feed: Data, moduleCount: Int, deals: Data) -> Double {
        let browser = Browser(source: MemorySource(files: ["home.json": feed, "deals.json": deals]), width: 200, height: 60)
        _ = browser.frame()
        var generator = SplitMix64(seed: 2026)
        // About ten rows a module at 200 columns; scrolling past the end stops at the end.
        let rows = max(1, moduleCount * 10)
        let samples = (0..<frames).map { _ in
            browser.handle(.key(.home))
            browser.handle(.wheel(Int(generator.next() % UInt64(rows))))
            return Stopwatch.milliseconds { _ = browser.frame() }
        }
        return Stopwatch.median(samples)
    }
}
