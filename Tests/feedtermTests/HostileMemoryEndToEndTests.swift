import Foundation
import Testing

/// A hostile HTTP source that sends more than a terminal session can hold, part by part and
/// picture by picture (scripts/hostile-http-server.py's /parts/ and /pictures/): every command
/// stays under 300 MB with the default memory budget of 256 MB, the screen answers keys
/// meanwhile, and every part it could not have says why in its place.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct HostileMemoryEndToEndTests {
    /// browse over `path` of a hostile server, 3 s a load: its screen once `settled` says so,
    /// and its peak memory in MB after q.
    func browse(_ path: String, settled: @escaping (String) -> Bool) throws -> (screen: String, peak: Double) {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let peak = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-peak-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: peak) }
        // Colour on, whatever the runner's NO_COLOR says: pictures need it.
        let command = "env -u NO_COLOR /usr/bin/time -f %M -o '\(peak)' '\(FeedtermProcess.binary.path)' browse '\(server.base.absoluteString)\(path)' --no-state --timeout 3"
        let session = try TmuxSession.running(command, in: FeedtermProcess.root.path)
        let screen = try session.waitFor(seconds: 60, settled)
        // The screen answers while the source holds on: the help opens and closes.
        try session.send("?")
        try session.waitFor("Keys (any key closes)")
        try session.send("Escape")
        try session.waitFor { !$0.contains("Keys (any key closes)") }
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
        let kilobytes = try #require(Double(try String(contentsOfFile: peak, encoding: .utf8).split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) ?? ""))
        return (screen, kilobytes / 1024)
    }

    @Test func partsThatEachSend60MBAndStallStayWithinTheBudget() throws {
        // Every part on the screen has settled: none still loading, each failure in place.
        let (screen, peak) = try browse("parts/") { screen in
            screen.contains("Could not load Part 0") && !screen.contains("Loading Part")
        }
        #expect(screen.contains("✕ Could not load Part 1: GET"), "\(screen)")
        #expect(peak < 300, "peak \(peak) MB")
    }

    @Test func picturesThatEachSend15MBAndStallStayWithinTheBudget() throws {
        // Past the 3 s every picture had, each says why it is not shown (d lists them).
        let started = Date()
        let (_, peak) = try browse("pictures/") { screen in
            screen.contains("Card 0") && Date().timeIntervalSince(started) > 8
        }
        #expect(peak < 300, "peak \(peak) MB")
        // Each of the 48 pictures held a 15 MB body for a while: far over the budget together.
        #expect(peak > 100, "the pictures' bodies arrived (peak \(peak) MB)")
    }

    @Test(arguments: [["preview"], ["validate"]])
    func theOtherCommandsStayWithinTheBudgetToo(_ command: [String]) throws {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let target = server.base.absoluteString + "parts/" + (command == ["preview"] ? "home.json" : "")
        let measured = try ChildProcess.measured(FeedtermProcess.binary.path, command + [target, "--timeout", "3"])
        #expect(measured.maxResidentMegabytes < 300, "\(command): peak \(measured.maxResidentMegabytes) MB")
        #expect(measured.status != 0 || command == ["preview"], "validate names the parts it could not have")
    }

    @Test func aBodyLargerThanTheWholeBudgetIsRefusedAsSoonAsItGrowsPastIt() throws {
        // An endless body with no declared length, under a budget smaller than --max-bytes.
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let output = try FeedtermProcess.run(["validate", server.base.absoluteString + "layouts/endless.json", "--memory-budget", "16", "--timeout", "20"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("would not fit in the memory budget of 16 MiB (--memory-budget sets it)"), "\(output.stdout)")
    }
}
