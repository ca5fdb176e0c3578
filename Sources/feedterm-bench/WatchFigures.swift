import Foundation
import Synchronization

/// `preview --watch` as an author feels it: from writing the file to the end of its new frame.
struct WatchFigures {
    /// Median over 20 saves of the bundled Home feed, alternating two prices.
    let latencyMilliseconds: Double

    static func measure(layouts: URL, feedterm: String) throws -> WatchFigures {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-bench-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("home.json")
        let original = try String(contentsOf: layouts.appendingPathComponent("home.json"), encoding: .utf8)
        let versions = [original, original.replacingOccurrences(of: "\"amount\": 4800", with: "\"amount\": 4200")]
        // What each version's frame ends with: the whole drawing `preview` prints for it.
        let frames = try versions.map { text in
            try Data(text.utf8).write(to: file)
            return try output(of: [feedterm, "preview", file.path, "--width", "80"])
        }
        try Data(versions[0].utf8).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: feedterm)
        process.arguments = ["preview", "--watch", file.path, "--width", "80"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let collected = Collected()
        pipe.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        try collected.wait(for: frames[0], after: 0)

        var samples: [Double] = []
        for save in 1...20 {
            let version = save % 2
            let start = collected.count
            let milliseconds = try Stopwatch.milliseconds {
                try Data(versions[version].utf8).write(to: file)
                try collected.wait(for: frames[version], after: start)
            }
            samples.append(milliseconds)
        }
        return WatchFigures(latencyMilliseconds: Stopwatch.median(samples))
    }

    private static func output(of command: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// What the watching process has written so far.
    final class Collected: Sendable {
        private let bytes = Mutex(Data())

        var count: Int { bytes.withLock { $0.count } }

        func append(_ data: Data) {
            bytes.withLock { $0.append(data) }
        }

        /// Waits until what came after byte `offset` holds `frame` whole; 10 s at most.
        func wait(for frame: String, after offset: Int) throws {
            let deadline = Date().addingTimeInterval(10)
            let wanted = Data(frame.utf8)
            while bytes.withLock({ $0.count > offset && $0[($0.startIndex + offset)...].range(of: wanted) != nil }) == false {
                guard Date() < deadline else { throw BenchError("preview --watch did not draw the saved file within 10 s") }
                usleep(200)
            }
        }
    }
}
