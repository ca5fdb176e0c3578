import Foundation
import Testing

/// A full disk or a closed output is a clear message and exit 1: never a trap, never a silent 0.
struct WriteFailureTests {
    /// `feedterm ARGUMENTS > /dev/full`, through a shell: its status and its stderr.
    static func intoFullDisk(_ arguments: [String]) throws -> (status: String, stderr: String) {
        let command = ([FeedtermProcess.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let outcome = try ChildProcess.outcome("/bin/sh", ["-c", "\(command) > /dev/full; echo STATUS=$?"], stdin: Data(), environment: [:], directory: FeedtermProcess.root.path)
        return (outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines), outcome.stderr)
    }

    @Test(arguments: [["preview", "layouts/home.json"], ["validate", "layouts"], ["schema"], ["preview", "layouts/home.json", "--watch"]])
    func outputToAFullDiskExitsOneSayingWhy(arguments: [String]) throws {
        let (status, stderr) = try Self.intoFullDisk(arguments)
        #expect(status == "STATUS=1", "\(arguments): \(stderr)")
        #expect(stderr.contains("feedterm: cannot write the output: No space left on device"))
    }

    @Test func anActionLogOnAFullDiskIsReportedWhenTheBrowserEnds() throws {
        let session = try TmuxSession(["browse", "--no-state", "--action-log", "/dev/full"])
        _ = try session.waitFor("Winter Sale")
        try session.send("Tab")
        try session.send("Enter")
        _ = try session.settled()
        try session.send("q")
        let screen = try session.waitFor("EXIT=")
        #expect(screen.contains("EXIT=1"))
        #expect(screen.replacingOccurrences(of: "\n", with: "").contains("the action log /dev/full stopped being written: No space left on device"))
    }

    /// An action log that is a FIFO nobody reads is refused at once: opening it would wait
    /// for a reader for ever, before the browser even starts.
    @Test func anActionLogThatIsAFIFOWithoutAReaderIsRefusedAtOnce() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let output = try FeedtermProcess.run(["browse", "--no-state", "--action-log", fifo])
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot write the action log \(fifo): it is a FIFO nobody reads"))
    }

    /// A feed's text reaches the action log as JSON whose C1 controls and bidi overrides are
    /// escapes: `tail -f` of the log obeys none of them.
    @Test func theActionLogWritesInvisibleCharactersAsEscapes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"modules": [{"type": "section_header", "section_header": {"title": "Search", "action": {"type": "search", "query": "mug\u009b31m\u202eevil"}}}]}"#.utf8).write(to: folder.appendingPathComponent("home.json"))
        try Data("[]".utf8).write(to: folder.appendingPathComponent("deals.json"))
        let logFile = folder.appendingPathComponent("actions.log").path
        let session = try TmuxSession(["browse", "--no-state", "--action-log", logFile, folder.path])
        _ = try session.waitFor("Search")
        try session.send("Enter")
        _ = try session.settled()
        try session.send("q")
        _ = try session.waitFor("EXIT=")
        let log = try String(contentsOfFile: logFile, encoding: .utf8)
        #expect(log.contains(#""query":"mug\u009B31m\u202Eevil""#), "\(log)")
        #expect(!log.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
    }
}
