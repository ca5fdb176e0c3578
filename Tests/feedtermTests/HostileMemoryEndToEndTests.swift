import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A hostile HTTP source that sends more than a terminal session can hold, part by part and
/// picture by picture (scripts/hostile-http-server.py's /parts/, /pictures/ and /waits/): every command
/// stays under 300 MB with the default memory budget of 256 MB, the screen answers keys
/// meanwhile, every part it could not have says why in its place, and loads waiting on the
/// server hold no thread each.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct HostileMemoryEndToEndTests {
    /// browse over `path` of a hostile server, 3 s a load: its screen once `settled` says so,
    /// its peak memory in MB after q, and the most threads it was seen running meanwhile.
    func browse(_ path: String, settled: @escaping (String) -> Bool) throws -> (screen: String, peak: Double, threads: Int) {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let peak = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-peak-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: peak) }
        // Colour on, whatever the runner's NO_COLOR says: pictures need it.
        let command = "env -u NO_COLOR /usr/bin/time -f %M -o '\(peak)' '\(FeedtermProcess.binary.path)' browse '\(server.base.absoluteString)\(path)' --no-state --timeout 3"
        let session = try TmuxSession.running(command, in: FeedtermProcess.root.path)
        var threads = 0
        let screen = try session.waitFor(seconds: 60) { screen in
            threads = max(threads, ProcessThreads.count(ofProcessNamed: "feedterm", holding: server.base.absoluteString) ?? 0)
            return settled(screen)
        }
        // The screen answers while the source holds on: the help opens and closes.
        try session.send("?")
        try session.waitFor("Keys (any key closes)")
        try session.send("Escape")
        try session.waitFor { !$0.contains("Keys (any key closes)") }
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
        let kilobytes = try #require(Double(try String(contentsOfFile: peak, encoding: .utf8).split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) ?? ""))
        return (screen, kilobytes / 1024, threads)
    }

    @Test func partsThatEachSend60MBAndStallStayWithinTheBudget() throws {
        // Every part on the screen has settled: none still loading, each failure in place.
        let (screen, peak, threads) = try browse("parts/") { screen in
            screen.contains("Could not load Part 0") && !screen.contains("Loading Part")
        }
        #expect(screen.contains("✕ Could not load Part 1: GET"), "\(screen)")
        #expect(peak < 300, "peak \(peak) MB")
        // 100 parts wait on the server at once; a thread each took 104 threads before.
        #expect(threads > 0 && threads <= 24, "\(threads) threads")
    }

    @Test func picturesThatEachSend15MBAndStallStayWithinTheBudget() throws {
        // Past the 3 s every picture had, each says why it is not shown (d lists them).
        let started = Date()
        let (_, peak, threads) = try browse("pictures/") { screen in
            screen.contains("Card 0") && Date().timeIntervalSince(started) > 8
        }
        #expect(peak < 300, "peak \(peak) MB")
        // Each of the 48 pictures held a 15 MB body for a while: far over the budget together.
        #expect(peak > 100, "the pictures' bodies arrived (peak \(peak) MB)")
        #expect(threads > 0 && threads <= 24, "\(threads) threads")
    }

    @Test func partsThatWaitForRoomInTheBudgetArriveWhole() throws {
        // Three parts of 10 MB under a 16 MiB budget: one at a time, the others paused until
        // the one before is decoded and freed, then each goes on where it stopped.
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let command = "'\(FeedtermProcess.binary.path)' browse '\(server.base.absoluteString)waits/' --no-state --memory-budget 16 --timeout 30"
        let session = try TmuxSession.running(command, in: FeedtermProcess.root.path)
        let screen = try session.waitFor(seconds: 40) { screen in (0..<3).allSatisfy { screen.contains("Part \($0) arrived whole") } }
        #expect((0..<3).allSatisfy { screen.contains("Part \($0) arrived whole") }, "\(screen)")
        #expect(!screen.contains("Could not load"), "\(screen)")
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test func compressedPartsThatFindNoRoomFailInPlaceAndNeverPause() throws {
        // The same parts gzip'd, 10 MB each unpacked, under 16 MiB: libcurl unpacks a paused
        // body into memory of its own, so a compressed one with no room fails instead, saying
        // why, and those that had room arrive whole.
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let command = "'\(FeedtermProcess.binary.path)' browse '\(server.base.absoluteString)packed/' --no-state --memory-budget 16 --timeout 30"
        let session = try TmuxSession.running(command, in: FeedtermProcess.root.path, width: 160)
        let settled = { (screen: String) in (0..<3).allSatisfy { screen.contains("Part \($0) arrived whole") || screen.contains("Could not load Part \($0)") } }
        let screen = try session.waitFor(seconds: 40, settled)
        #expect(settled(screen), "\(screen)")
        #expect(screen.contains("arrived whole"), "one part at least had room: \(screen)")
        #expect(screen.contains("compressed body found no room in the memory budget"), "\(screen)")
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }

    @Test(arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)])
    func aSignalEndsBrowseWithinASecondWhileEveryLoadHangs(signal: Int32, status: Int) throws {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let command = "env -u NO_COLOR '\(FeedtermProcess.binary.path)' browse '\(server.base.absoluteString)parts/' --no-state --timeout 30"
        let session = try TmuxSession.running(command, in: FeedtermProcess.root.path)
        // Parts are loading: 100 transfers wait on the server, and four hold 60 MB each.
        try session.waitFor("Loading Part", seconds: 30)
        Thread.sleep(forTimeInterval: 1)
        let pid = try #require(try session.feedtermPID())
        kill(pid, signal)
        // Not a timing assert: the loads wait 30 s, and it must not wait for them (within a
        // second here; 5 s leaves a busy machine room).
        let screen = try session.waitFor(seconds: 5) { $0.contains("EXIT=") }
        #expect(screen.contains("EXIT=\(status)"), "\(screen)")
        #expect(try session.modes() == TmuxSession.restoredModes)
    }

    @Test(arguments: [["preview"], ["validate"], ["snapshot", "record"]], ["parts/", "pictures/"])
    func theOtherCommandsStayWithinTheBudgetToo(_ command: [String], mode: String) throws {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-hostile-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let target = server.base.absoluteString + mode + (command == ["validate"] ? "" : "home.json")
        let measured = try ChildProcess.measured(FeedtermProcess.binary.path, command + [target, "--timeout", "3"] + (command.first == "snapshot" ? ["--out", out] : []))
        #expect(measured.maxResidentMegabytes < 300, "\(command): peak \(measured.maxResidentMegabytes) MB")
        #expect(measured.status != 0 || command != ["validate"] || mode != "parts/", "validate names the parts it could not have")
    }

    @Test func aBodyLargerThanTheWholeBudgetIsRefusedAsSoonAsItGrowsPastIt() throws {
        // An endless body with no declared length, under a budget smaller than --max-bytes.
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").path, hostile: true)
        let output = try FeedtermProcess.run(["validate", server.base.absoluteString + "layouts/endless.json", "--memory-budget", "16", "--timeout", "20"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("would not fit in the memory budget of 16 MiB (--memory-budget sets it)"), "\(output.stdout)")
    }
}
