import Foundation
import Testing

/// Deciding per change: `snapshot check` keeps what it drew as pending and says how to accept
/// it; `snapshot accept NAME` writes exactly what a fresh record of NAME writes and leaves the
/// other pending cases failing; `reject` drops them; a new and a missing case accepted add and
/// remove their snapshot.
struct SnapshotAcceptTests {
    static func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func acceptingOneCaseIsAFreshRecordOfItAndLeavesTheOtherFailing() throws {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: layouts.deletingLastPathComponent()) }
        let both = ["layouts/home.json", "layouts/deals.json"]
        _ = try SnapshotCommandTests.run(["snapshot", "record"] + both + ["--out", "snapshots", "--widths", "80"], in: layouts)
        try SnapshotCommandTests.replace("\"amount\": 4800", with: "\"amount\": 4200", in: layouts.appendingPathComponent("home.json"))
        try SnapshotCommandTests.replace("\"title\": \"Deals\"", with: "\"title\": \"Today's deals\"", in: layouts.appendingPathComponent("deals.json"))
        let check = try SnapshotCommandTests.run(["snapshot", "check"] + both + ["--out", "snapshots"], in: layouts)
        #expect(check.status == 1)
        #expect(check.stdout.hasSuffix("Review: feedterm snapshot review --out snapshots   Accept all: feedterm snapshot accept --out snapshots\n"), "\(check.stdout.suffix(300))")
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(".pending/layouts/home.json@80.txt").path))

        let accept = try SnapshotCommandTests.run(["snapshot", "accept", "--out", "snapshots", "layouts/home.json@80"], in: layouts)
        #expect(accept.status == 0 && accept.stdout == "Accepted 1 snapshot:\n  layouts/home.json@80\n1 still pending.\n", "\(accept.stdout)\(accept.stderr)")
        // What a fresh record of the same layout writes, byte for byte.
        let fresh = layouts.deletingLastPathComponent().appendingPathComponent("fresh")
        _ = try SnapshotCommandTests.run(["snapshot", "record", "layouts/home.json", "--out", "fresh", "--widths", "80", "--now", try #require(SnapshotCommandTests.manifest(snapshots)["now"] as? String)], in: layouts)
        for file in ["layouts/home.json@80.txt", "layouts/home.json@80.svg"] {
            #expect(try Self.read(snapshots.appendingPathComponent(file)) == Self.read(fresh.appendingPathComponent(file)), "\(file)")
        }
        let again = try SnapshotCommandTests.run(["snapshot", "check"] + both + ["--out", "snapshots"], in: layouts)
        #expect(again.status == 1 && again.stdout.contains("1 changed, 0 new, 0 missing"), "\(again.stdout)")
        #expect(again.stdout.contains("--- snapshots/layouts/deals.json@80.txt") && !again.stdout.contains("home.json@80.txt"))

        // Without a terminal, review says how to decide instead, and leaves what is pending.
        let piped = try SnapshotCommandTests.run(["snapshot", "review", "--out", "snapshots"], in: layouts)
        #expect(piped.status == 2 && piped.stderr.contains("without one, decide with 'feedterm snapshot accept --out DIR [NAME...]' or 'feedterm snapshot reject'"), "\(piped.stderr)")
        let reject = try SnapshotCommandTests.run(["snapshot", "reject", "--out", "snapshots"], in: layouts)
        #expect(reject.stdout == "Rejected 1 pending snapshot.\n")
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(".pending").path), "nothing pending, no folder")
        let unknown = try SnapshotCommandTests.run(["snapshot", "accept", "--out", "snapshots", "nope@80"], in: layouts)
        #expect(unknown.stdout.contains("Nothing is pending in snapshots"), "\(unknown.stdout)")
    }

    @Test func aNewCaseAcceptedIsListedAndAMissingOneAcceptedIsGone() throws {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: layouts.deletingLastPathComponent()) }
        _ = try SnapshotCommandTests.run(["snapshot", "record", "layouts", "--out", "snapshots", "--widths", "40"], in: layouts)
        try FileManager.default.removeItem(at: layouts.appendingPathComponent("deals-3.json"))
        try Data(#"{"type": "search_bar", "search_bar": {"placeholder": "Find gifts"}}"#.utf8).write(to: layouts.appendingPathComponent("search.json"))
        let check = try SnapshotCommandTests.run(["snapshot", "check", "layouts", "--out", "snapshots"], in: layouts)
        #expect(check.stdout.contains("0 changed, 1 new, 1 missing"), "\(check.stdout)")
        let wrong = try SnapshotCommandTests.run(["snapshot", "accept", "--out", "snapshots", "layouts/nothing*"], in: layouts)
        #expect(wrong.status == 2 && wrong.stderr.contains("no pending snapshot is named 'layouts/nothing*'; pending: layouts/deals-3.json@40, layouts/search.json@40"), "\(wrong.stderr)")
        let accept = try SnapshotCommandTests.run(["snapshot", "accept", "--out", "snapshots"], in: layouts)
        #expect(accept.status == 0 && accept.stdout.hasPrefix("Accepted 2 snapshots:"), "\(accept.stdout)")
        let listed = try #require(SnapshotCommandTests.manifest(snapshots)["snapshots"] as? [String])
        #expect(listed.contains("layouts/search.json@40") && !listed.contains("layouts/deals-3.json@40"))
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("layouts/deals-3.json@40.txt").path))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("layouts/search.json@40.svg").path))
        let clean = try SnapshotCommandTests.run(["snapshot", "check", "layouts", "--out", "snapshots"], in: layouts)
        #expect(clean.status == 0, "\(clean.stdout)")
    }
}

/// `snapshot review` in a real terminal (tmux): `a` on the first pending snapshot accepts it,
/// `r` on the second rejects it, and the terminal is given back.
@Suite(.timeLimit(.minutes(1)))
struct SnapshotReviewEndToEndTests {
    @Test func aAcceptsOneAndRRejectsTheOther() throws {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: layouts.deletingLastPathComponent()) }
        let both = ["layouts/deals.json", "layouts/home.json"]
        _ = try SnapshotCommandTests.run(["snapshot", "record"] + both + ["--out", "snapshots", "--widths", "80"], in: layouts)
        try SnapshotCommandTests.replace("\"amount\": 4800", with: "\"amount\": 4200", in: layouts.appendingPathComponent("home.json"))
        try SnapshotCommandTests.replace("\"title\": \"Deals\"", with: "\"title\": \"Today's deals\"", in: layouts.appendingPathComponent("deals.json"))
        _ = try SnapshotCommandTests.run(["snapshot", "check"] + both + ["--out", "snapshots"], in: layouts)
        let binary = FeedtermProcess.binary.path
        let session = try TmuxSession.running("'\(binary)' snapshot review --out snapshots", in: layouts.deletingLastPathComponent().path, width: 200, height: 50)
        let first = try session.waitFor("layouts/deals.json@80  (changed)")
        #expect(first.contains("Recorded") && first.contains("Now") && first.contains("2 pending"), "side by side at 200 columns: \(first)")
        #expect(first.contains("+│Today's deals"), "the diff under them")
        try session.send("a")
        let second = try session.waitFor("layouts/home.json@80  (changed)")
        #expect(second.contains("1 pending"))
        try session.send("r")
        let end = try session.waitFor("EXIT=")
        #expect(end.contains("Accepted 1, rejected 1, skipped 0; 0 still pending.") && end.contains("EXIT=0"), "\(end)")
        #expect(try session.waitForTTYModes() == true, "the terminal is restored")
        let check = try SnapshotCommandTests.run(["snapshot", "check"] + both + ["--out", "snapshots"], in: layouts)
        #expect(check.stdout.contains("1 changed, 0 new, 0 missing") && check.stdout.contains("home.json@80.txt") && !check.stdout.contains("deals.json@80.txt"), "\(check.stdout)")
        _ = snapshots
    }
}
