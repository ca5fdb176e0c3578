import Foundation
import Testing

/// A session recorded as a shopper would make one, in tmux with `browse --record`, made into a
/// flow that replays it, and played back in asciinema (from PyPI; scripts/test.sh installs it).
@Suite(.serialized) struct RecordingEndToEndTests {
    static let asciinema: String? = {
        let path = (try? ChildProcess.run("/bin/sh", ["-c", "command -v asciinema"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return path.isEmpty ? nil : path
    }()

    /// A session recorded in tmux, made into a flow and its snapshots recorded while the
    /// browser still shows its last screen; the live screen must come to be the flow's end.
    /// Returns the recording, its folder, and the flow's end as text.
    static func recordAndReplay() throws -> (cast: URL, folder: URL, end: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cast = folder.appendingPathComponent("session.cast")
        // In colour, with its pictures: the test runner's NO_COLOR is not the shopper's.
        let session = try TmuxSession(["browse", "layouts", "--no-state", "--record", cast.path], environment: "-u NO_COLOR LANG=C.UTF-8 TERM=xterm-256color")
        try session.waitFor("Picked for you")
        // Pauses of a second and a half: each becomes a checkpoint.
        for keys in [["Down", "Down"], ["f"], ["3"]] {
            Thread.sleep(forTimeInterval: 1.5)
            for key in keys { try session.send(key) }
        }
        try session.waitFor("Your favorites")
        let header = try #require(String(contentsOf: cast, encoding: .utf8).split(separator: "\n").first)
        #expect(header.contains("\"version\":2") && header.contains("\"width\":100") && header.contains("\"height\":30"), "\(header)")
        #expect(!header.contains("\"env\"") && !header.contains("HOME"), "a recording holds nothing of the machine: \(header)")

        let flow = folder.appendingPathComponent("flows/session.json")
        let made = try FeedtermProcess.run(["flow", "from-cast", cast.path, "-o", flow.path])
        #expect(made.status == 0, "\(made.stderr)")
        let text = try String(contentsOf: flow, encoding: .utf8)
        #expect(text.contains(#"{"keys": ["Down", "Down"]}"#) && text.contains(#"{"keys": ["f"]}"#) && text.contains(#"{"snapshot": "end"}"#), "\(text)")
        let out = folder.appendingPathComponent("snapshots").path
        let record = try FeedtermProcess.run(["snapshot", "record", flow.path, "--out", out, "--root", folder.path])
        #expect(record.status == 0, "\(record.stderr)")
        let check = try FeedtermProcess.run(["snapshot", "check", flow.path, "--out", out, "--root", folder.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let favorited = try String(contentsOfFile: out + "/flows/session.json@pause-3.txt", encoding: .utf8)
        #expect(favorited.contains("action {\"listing_id\":1002,\"type\":\"toggle_favorite\"}\n  saved favorite 1002 on"), "\(favorited)")
        let endText = try String(contentsOfFile: out + "/flows/session.json@end.txt", encoding: .utf8)
        // A row's frame, and the focus mark after it, are no part of the screen.
        let rows = endText.split(separator: "\n").filter { $0.hasPrefix("│") }.map { $0.hasSuffix(" ◀") ? $0.dropLast(2) : $0 }
        let end = rows.map { String($0.dropFirst().dropLast()) }.joined(separator: "\n")
        // Pictures may still be arriving on the live screen: it is given the time to settle.
        let live = try session.waitFor(seconds: 15) { trimmed($0) == trimmed(end) }
        #expect(trimmed(live) == trimmed(end), "the flow's end is what the shopper saw:\n\(end)\n---\n\(live)")
        Thread.sleep(forTimeInterval: 1.5)
        try session.send("q")
        try session.waitFor("EXIT=0")
        return (cast, folder, end)
    }

    static func trimmed(_ screen: String) -> [String] {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return Array(lines.reversed().drop { $0.isEmpty }.reversed())
    }

    @Test func aRecordedSessionBecomesAFlowThatPassesCheckAndEndsOnTheScreenTheShopperSaw() throws {
        let (cast, folder, _) = try Self.recordAndReplay()
        // The q that ended the recording is not a step of a flow made from it afterwards.
        let again = folder.appendingPathComponent("again.json")
        let made = try FeedtermProcess.run(["flow", "from-cast", cast.path, "-o", again.path])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(!(try String(contentsOf: again, encoding: .utf8)).contains(#""q""#))
    }

    @Test(.enabled(if: asciinema != nil, "asciinema is not installed here and could not be: scripts/setup.sh --recordings installs it from PyPI"))
    func theRecordingPlaysInAsciinemaAndShowsTheLastScreen() throws {
        let (cast, folder, end) = try Self.recordAndReplay()
        // Played up to its last frame: the event that leaves the alternate screen is kept out,
        // so the pane still shows what was played when asciinema ends.
        let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")
        let playable = folder.appendingPathComponent("played.cast")
        try Data((lines.dropLast().joined(separator: "\n") + "\n").utf8).write(to: playable)
        let status = folder.appendingPathComponent("status")
        let player = try TmuxSession.running("\(try #require(Self.asciinema)) play -i 0.2 '\(playable.path)'; echo $? > '\(status.path)'; sleep 600", in: folder.path)
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: status.path), Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
        #expect((try? String(contentsOf: status, encoding: .utf8)) == "0\n", "asciinema play did not end well")
        let played = try player.screen()
        #expect(Self.trimmed(played) == Self.trimmed(end), "asciinema showed:\n\(played)\n---\nthe flow's end:\n\(end)")
    }

    /// A click on the tab bar and a notch of the wheel, sent as the terminal's mouse reports,
    /// become a click step at the cell and a WheelDown key; the step that drew nothing may do
    /// nothing, and the flow passes `flow run`.
    @Test func aRecordedClickBecomesAClickStepAndTheFlowPasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-click-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cast = folder.appendingPathComponent("click.cast")
        let session = try TmuxSession(["browse", "layouts", "--no-state", "--images", "off", "--record", cast.path])
        try session.waitFor("Picked for you")
        Thread.sleep(forTimeInterval: 1.2)
        try session.send("-l", "\u{1B}[<0;42;1M")
        try session.waitFor("Your cart is empty")
        Thread.sleep(forTimeInterval: 1.2)
        try session.send("-l", "\u{1B}[<65;20;10M")
        try session.send("Up")
        Thread.sleep(forTimeInterval: 0.5)
        try session.send("q")
        let flow = folder.appendingPathComponent("click.json")
        let made = try FeedtermProcess.run(["flow", "from-cast", cast.path, "-o", flow.path])
        #expect(made.status == 0 && made.stderr.isEmpty, "no count of inputs left out: \(made.stderr)")
        let text = try String(contentsOf: flow, encoding: .utf8)
        #expect(text.contains(#"{"click": [42, 1]}"#) && text.contains(#"{"keys": ["WheelDown", "Up"], "may_do_nothing": true}"#), "\(text)")
        let run = try FeedtermProcess.run(["flow", "run", flow.path])
        #expect(run.status == 0, "\(run.stdout)")
    }

    @Test func aFileThatIsNoRecordingIsAnErrorAndAFlowIsNeverOverwrittenUnasked() throws {
        let layout = FeedtermProcess.root.appendingPathComponent("layouts/home.json").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-\(UUID().uuidString).json").path
        let refused = try FeedtermProcess.run(["flow", "from-cast", layout, "-o", output])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("home.json:1: not an asciicast v2 header"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let kept = try FeedtermProcess.run(["flow", "from-cast", layout, "-o", layout])
        #expect(kept.status == 2)
        #expect(kept.stderr.contains("is there already; --force replaces it"), "\(kept.stderr)")
    }
}
