import Foundation
import Testing

/// `feedterm snapshot record` and `check`, run as a server team's CI would run them.
@Suite(.serialized) struct SnapshotCommandTests {
    /// A copy of layouts/ to change, and an empty snapshot directory beside it.
    static func workspace() throws -> (layouts: URL, snapshots: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-snapshots-\(UUID().uuidString)")
        let layouts = root.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath(), to: layouts)
        return (layouts, root.appendingPathComponent("snapshots"))
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    @Test func recordWritesTheSameTextFormAsTheProjectsOwnSnapshots() throws {
        let (layouts, snapshots) = try Self.workspace()
        let record = try FeedtermProcess.run(["snapshot", "record", layouts.path, "--out", snapshots.path])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("Recorded 75 snapshots"))
        let recorded = try String(contentsOf: snapshots.appendingPathComponent("home.json@80.txt"), encoding: .utf8)
        let projects = try String(contentsOf: FeedtermProcess.root.appendingPathComponent("Snapshots/feeds/home.80.txt"), encoding: .utf8)
        #expect(recorded == projects)
        let svg = try String(contentsOf: snapshots.appendingPathComponent("modules/listing_carousel.json@40.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\""))
    }

    @Test func checkPassesWhenNothingChangedAndShowsAChangedPrice() throws {
        let (layouts, snapshots) = try Self.workspace()
        _ = try FeedtermProcess.run(["snapshot", "record", layouts.path, "--out", snapshots.path, "--widths", "40,80"])
        let clean = try FeedtermProcess.run(["snapshot", "check", layouts.path, "--out", snapshots.path, "--widths", "40,80"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "All 50 snapshots match.\n")

        try Self.replace("\"amount\": 4800", with: "\"amount\": 4200", in: layouts.appendingPathComponent("home.json"))
        try FileManager.default.removeItem(at: layouts.appendingPathComponent("deals-3.json"))
        try Data(#"{"type": "search_bar", "search_bar": {"placeholder": "Find gifts"}}"#.utf8).write(to: layouts.appendingPathComponent("search.json"))
        let changed = try FeedtermProcess.run(["snapshot", "check", layouts.path, "--out", snapshots.path, "--widths", "40,80"])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("--- \(snapshots.path)/home.json@80.txt\n+++ now\n@@ "))
        #expect(changed.stdout.contains("\n-│  │$48.00 "))
        #expect(changed.stdout.contains("\n+│  │$42.00 "))
        #expect(changed.stdout.contains("new: search.json@40 (not recorded)"))
        #expect(changed.stdout.contains("missing: deals-3.json@80 (recorded, but no layout makes it now)"))
        #expect(changed.stdout.contains("2 changed, 2 new, 2 missing. Report: \(snapshots.path)/report.html"))
        let report = try String(contentsOf: snapshots.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("home.json@80<span class=\"kind changed\">changed</span>"))
        // One file that needs no network: nothing is fetched from anywhere.
        #expect(!report.contains("src=\"http") && !report.contains("<link") && !report.contains("url("))
    }

    @Test(arguments: [
        ["snapshot", "record", "layouts", "--out", "/tmp/x", "--widths", "40,abc"],
        ["snapshot", "record", "layouts", "--out", "/tmp/x", "--widths", "0"],
        ["snapshot", "record", "layouts"],
        ["snapshot", "check", "layouts", "--out", "/nonexistent/feedterm-snapshots"],
        ["snapshot", "record", "-", "--out", "/tmp/x"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let output = try FeedtermProcess.run(arguments)
        #expect(output.status == 2, "\(arguments): \(output.stderr)")
        #expect(output.stderr.contains("Error:"))
    }

    @Test func aLayoutThatCannotBeReadIsAnErrorAndTheRestAreRecorded() throws {
        let (layouts, snapshots) = try Self.workspace()
        try Data("{\"modules\": [,]}".utf8).write(to: layouts.appendingPathComponent("broken.json"))
        let output = try FeedtermProcess.run(["snapshot", "record", layouts.path, "--out", snapshots.path, "--widths", "80"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: \(layouts.path)/broken.json: 1:14: "))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("home.json@80.svg").path))
    }
}
