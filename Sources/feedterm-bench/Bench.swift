import ArgumentParser
import FeedBrowser
import FeedModel
import Foundation

/// `swift run -c release feedterm-bench`: what users feel, as ratios measured side by side in
/// one run (docs/performance.md explains each figure and its goal).
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedterm-bench",
        abstract: "Measure decoding, frame time, terminal bytes and memory on a generated feed."
    )

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Option(help: "Modules in the large feed.")
    var modules = 10_000

    @Option(help: "Frames timed at random scroll positions, per feed.")
    var frames = 200

    @Option(help: "Decodes timed, per decoder.")
    var decodes = 5

    @Option(help: "Only write the generated feed to this file (for profiling), and exit.")
    var writeFeed: String?

    @Option(help: .hidden)
    var memoryProbe: String?

    @Option(help: .hidden)
    var pictureProbe: String?

    @Option(help: .hidden)
    var firstFrameProbe: String?

    @Flag(help: .hidden)
    var probeWithoutPictures = false

    @Option(help: .hidden)
    var decodeProbe: String?

    @Option(help: .hidden)
    var hostileProbe: String?

    func run() throws {
        if let memoryProbe {
            try MemoryProbe.runChild(feedFile: memoryProbe)
            return
        }
        if let firstFrameProbe {
            HugeFeedFigures.runFirstFrameChild(feedFile: firstFrameProbe)
        }
        if let hostileProbe {
            try HostileFigures.runChild(base: hostileProbe)
            return
        }
        if let decodeProbe {
            try DecodeProbe.runChild(fixtures: decodeProbe)
            return
        }
        if let pictureProbe {
            try ScrolledCards.runChild(directory: pictureProbe, withPictures: !probeWithoutPictures)
            return
        }
        let layouts = try Self.bundledLayouts()
        if let writeFeed {
            try GeneratedFeed.json(modules: modules, layouts: layouts).write(to: URL(fileURLWithPath: writeFeed))
            return
        }
        let report = try BenchRun(layouts: layouts, modules: modules, frames: frames, decodes: decodes).measure()
        print(json ? report.json() : report.table())
    }

    /// layouts/ of the current directory, else of the repository this file was built from.
    static func bundledLayouts() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("layouts"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("layouts"),
        ]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("home.json").path) }) else {
            throw BenchError("cannot find layouts/; run from the repository's root")
        }
        return found
    }
}
