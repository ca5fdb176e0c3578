import FeedBrowser
import FeedInput
import FeedModel
import Foundation

/// Peak resident memory of a fresh process that loads a feed file and draws one frame, so
/// nothing else the bench did counts: the bench runs itself again with `--memory-probe FILE`.
enum MemoryProbe {
    /// In the child: loads `file` as Home with browse's decoder, lets the whole feed decode,
    /// draws a 200×60 frame of its top and one of its end, prints peak RSS in KiB.
    ///
    /// The peak is VmHWM, this address space's own high-water mark. getrusage's ru_maxrss would
    /// not do: Linux carries it across exec, so a child spawned by a large parent reports the
    /// parent's peak.
    static func runChild(feedFile: String) throws {
        let directory = URL(fileURLWithPath: feedFile).deletingLastPathComponent()
        let browser = BrowserRuntime(source: DirectorySource(directory: directory, decoder: HugeFeedFigures.browserDecoder), width: 200, height: 60)
        browser.settle()
        _ = browser.frame()
        browser.send(.input(.key(.end)))
        _ = browser.frame()
        print(try peakKilobytes())
    }

    /// This process's peak resident memory so far, in KiB.
    static func peakKilobytes() throws -> Substring {
        try statusNumber("VmHWM")
    }

    /// The threads this process runs now.
    static func threads() throws -> Int {
        Int(try statusNumber("Threads")) ?? 0
    }

    /// The number on the line `name` of /proc/self/status.
    private static func statusNumber(_ name: String) throws -> Substring {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let number = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first(where: { Int($0) != nil }) else {
            throw BenchError("no \(name) in /proc/self/status")
        }
        return number
    }

    /// In the parent: the peak RSS in MB of a child that opens `feedFile`.
    static func peakMegabytes(feedFile: String) throws -> Double {
        try peakMegabytes(arguments: ["--memory-probe", feedFile])
    }

    /// In the parent: the peak RSS in MB of this bench run again with `arguments`.
    static func peakMegabytes(arguments: [String]) throws -> Double {
        guard let kilobytes = Double(try childOutput(arguments: arguments)) else { throw BenchError("the memory probe printed no number") }
        return kilobytes / 1024
    }

    /// In the parent: what this bench, run again with `arguments`, printed, trimmed.
    static func childOutput(arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("the probe \(arguments.first ?? "") failed (exit \(process.terminationStatus)): \(output)")
        }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
