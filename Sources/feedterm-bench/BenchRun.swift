import FeedBrowser
import FeedFixtures
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
        let directory = try Self.source(home: large, deals: deals)
        defer { try? FileManager.default.removeItem(at: directory) }

        // The 100,000-module feed first, in fresh processes, before this one has touched
        // anything large.
        let huge = try hundredThousandModuleFigures(deals: deals)

        let (ours, plain, decodeCheck) = try decodeTimes(large)
        // The feed alone, in a folder that is no source, as json.load reads it: beside its
        // source's home.json, validate would also check every path it names in the source,
        // work json.load never does (docs/performance.md says what that adds).
        let alone = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: alone) }
        try large.write(to: alone.appendingPathComponent("feed.json"))
        let (validate, python) = try validateAndPythonTimes(feedFile: alone.appendingPathComponent("feed.json").path)
        let validateFigures = try ValidateFigures.measure(feedFile: alone.appendingPathComponent("feed.json").path, layouts: layouts, feedterm: try Self.feedterm(), runs: max(ValidateFigures.leastRuns, decodes))
        let firstFrame = Stopwatch.median((0..<3).map { _ in
            Stopwatch.milliseconds {
                // The first frame with content: Home loaded and drawn.
                let runtime = BrowserRuntime(source: DirectorySource(directory: directory, decoder: BrowserHost().decoder), width: 200, height: 60)
                runtime.settle()
                _ = runtime.frame()
            }
        })
        let frameLarge = frameTime(feed: large, moduleCount: modules, deals: deals)
        let frameSmall = frameTime(feed: small, moduleCount: 10, deals: deals)
        let bytes = try TerminalBytes.measure(layouts: layouts)
        let loading = try LoadingFigures.measure(layouts: layouts, repository: layouts.deletingLastPathComponent())
        let state = try StateFigures.measure(layouts: layouts)
        let focus = try FocusFigures.measure(layouts: layouts)
        let watch = try WatchFigures.measure(layouts: layouts, feedterm: try Self.feedterm())
        let diff = try DiffFigures.measure(layouts: layouts, feedterm: try Self.feedterm(), runs: ValidateFigures.leastRuns)
        let languageServer = try LanguageServerFigures.measure(layouts: layouts, feedterm: try Self.feedterm())
        let pictures = try PictureFigures.measure(layouts: layouts, repository: layouts.deletingLastPathComponent(), feedterm: try Self.feedterm())
        let hostile = try HostileFigures.measure(layouts: layouts, repository: layouts.deletingLastPathComponent())
        return BenchReport(
            modules: modules, modulesDecoded: decodeCheck,
            decodeMilliseconds: ours, plainDecodeMilliseconds: plain,
            validateMilliseconds: validate, pythonMilliseconds: python,
            frameMilliseconds: frameLarge, smallFrameMilliseconds: frameSmall,
            bytes: bytes, huge: huge,
            jsonMegabytes: Double(large.count) / 1_048_576, firstFrameMilliseconds: firstFrame,
            loading: loading, state: state, focus: focus, watch: watch, languageServer: languageServer,
            pictures: pictures, hostile: hostile, validate: validateFigures, diff: diff
        )
    }

    /// The feedterm binary built beside this one.
    static func feedterm() throws -> String {
        let feedterm = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("feedterm").path
        guard FileManager.default.isExecutableFile(atPath: feedterm) else {
            throw BenchError("no feedterm beside feedterm-bench at \(feedterm); build both: swift build -c release")
        }
        return feedterm
    }

    /// A temporary source folder with these Home and Deals feeds.
    static func source(home: Data, deals: Data) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try home.write(to: directory.appendingPathComponent("home.json"))
        try deals.write(to: directory.appendingPathComponent("deals.json"))
        return directory
    }

    /// A fresh browser process's first frame and peak memory on a 100,000-module feed.
    private func hundredThousandModuleFigures(deals: Data) throws -> HugeFeedFigures {
        let directory = try Self.source(home: try GeneratedFeed.json(modules: 100_000, layouts: layouts), deals: deals)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try HugeFeedFigures.measure(directory: directory, feedterm: try Self.feedterm(), runs: max(5, decodes))
    }

    /// Medians of the whole `feedterm validate FILE` process and of `python3` loading the same
    /// file with `json.load`, taking turns.
    private func validateAndPythonTimes(feedFile: String) throws -> (Double, Double) {
        let feedterm = try Self.feedterm()
        guard let python = CommandTimer.find("python3") else {
            throw BenchError("python3 is not on PATH; scripts/setup.sh installs it")
        }
        let times = try CommandTimer.alternating([
            [feedterm, "validate", feedFile],
            [python, "-c", "import json, sys; json.load(open(sys.argv[1], 'rb'))", feedFile],
        ], runs: max(5, decodes))
        return (times[0], times[1])
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

    /// Median time to lay out and draw a 200×60 frame at random scroll positions. Each frame is
    /// drawn cold: the drawings the browser keeps are forgotten first, since a 10-module feed
    /// repeats its few positions and would otherwise be timed from what it kept.
    private func frameTime(feed: Data, moduleCount: Int, deals: Data) -> Double {
        let browser = BrowserRuntime(source: MemorySource(files: ["home.json": feed, "deals.json": deals]), width: 200, height: 60)
        browser.settle()
        _ = browser.frame()
        var generator = SplitMix64(seed: 2026)
        // About ten rows a module at 200 columns; scrolling past the end stops at the end.
        let rows = max(1, moduleCount * 10)
        let samples = (0..<frames).map { _ in
            browser.send(.input(.key(.home)))
            browser.send(.input(.wheel(Int(generator.next() % UInt64(rows)))))
            browser.forgetDrawings()
            return Stopwatch.milliseconds { _ = browser.frame() }
        }
        return Stopwatch.median(samples)
    }
}
