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

    /// The layouts `snapshot record` finds below `layouts` (every `*.json` but hidden ones and
    /// feedterm.json): counted, so that a new module type's example changes no number here.
    static func layoutCount(in layouts: URL) -> Int {
        let files = FileManager.default.enumerator(at: layouts, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?.allObjects as? [URL] ?? []
        return files.count { $0.pathExtension == "json" && $0.lastPathComponent != "feedterm.json" }
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    /// `feedterm ARGUMENTS` run in the workspace's root, as CI runs it in a checkout.
    static func run(_ arguments: [String], in layouts: URL) throws -> FeedtermProcess.Output {
        try FeedtermProcess.run(arguments, directory: layouts.deletingLastPathComponent())
    }

    static func manifest(_ snapshots: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: snapshots.appendingPathComponent("feedterm-snapshots.json"))) as? [String: Any])
    }

    @Test func recordWritesTheSameTextFormAsTheProjectsOwnSnapshotsAndAManifest() throws {
        let (layouts, snapshots) = try Self.workspace()
        let record = try Self.run(["snapshot", "record", "layouts", "--out", "snapshots"], in: layouts)
        #expect(record.status == 0, "\(record.stderr)")
        let count = Self.layoutCount(in: layouts)
        #expect(count > 20)
        #expect(record.stdout == "Recorded \(3 * count) snapshots in snapshots.\n")
        let recorded = try String(contentsOf: snapshots.appendingPathComponent("layouts/home.json@80.txt"), encoding: .utf8)
        let projects = try String(contentsOf: FeedtermProcess.root.appendingPathComponent("Snapshots/feeds/home.80.txt"), encoding: .utf8)
        #expect(recorded == projects)
        let svg = try String(contentsOf: snapshots.appendingPathComponent("layouts/modules/listing_carousel.json@40.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"360\""))
        let manifest = try Self.manifest(snapshots)
        #expect(manifest["widths"] as? [Int] == [40, 80, 120])
        #expect(manifest["theme"] as? String == "shop")
        #expect(manifest["color_depth"] as? String == "truecolor")
        #expect(manifest["format"] as? String == "1.4")
        #expect((manifest["snapshots"] as? [String])?.count == 3 * count)
    }

    /// However a layout's path is written, its snapshot has one name; re-recording or checking
    /// one layout touches only its own.
    @Test func oneLayoutIsRecordedAndCheckedByTheSameNameHoweverItIsWritten() throws {
        let (layouts, snapshots) = try Self.workspace()
        _ = try Self.run(["snapshot", "record", "layouts/", "--out", "snapshots", "--widths", "40,80"], in: layouts)
        for written in ["layouts/home.json", "./layouts/home.json", layouts.appendingPathComponent("home.json").path] {
            let again = try Self.run(["snapshot", "record", written, "--out", "snapshots/"], in: layouts)
            #expect(again.stdout == "Recorded 2 snapshots in snapshots/.\n", "\(written): \(again.stdout)")
            let check = try Self.run(["snapshot", "check", written, "--out", snapshots.path], in: layouts)
            #expect(check.stdout == "All 2 snapshots match.\n", "\(written): \(check.stdout)")
        }
        let count = Self.layoutCount(in: layouts)
        #expect((try Self.manifest(snapshots)["snapshots"] as? [String])?.count == 2 * count, "the other layouts' snapshots are kept")
        let all = try Self.run(["snapshot", "check", "layouts", "--out", "snapshots"], in: layouts)
        #expect(all.stdout == "All \(2 * count) snapshots match.\n")
    }

    @Test func checkUsesTheRecordedSettingsAndSaysWhenTheOptionsDiffer() throws {
        let (layouts, _) = try Self.workspace()
        _ = try Self.run(["snapshot", "record", "layouts/home.json", "--out", "snapshots", "--widths", "40,60", "--theme", "mono"], in: layouts)
        let same = try Self.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots"], in: layouts)
        #expect(same.stdout == "All 2 snapshots match.\n")
        // One recorded width checked alone, in the recorded theme: the other is not missing.
        let one = try Self.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots", "--widths", "40"], in: layouts)
        #expect(one.stderr.contains("Note: checking with widths 40 (recorded at 40,60)."))
        #expect(one.stdout == "The 1 snapshot matches.\n")
        #expect(one.status == 0)
        let other = try Self.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots", "--widths", "50"], in: layouts)
        #expect(other.stdout.contains("0 changed, 1 new, 0 missing."), "\(other.stdout)")
        #expect(other.status == 1)
    }

    @Test func checkPassesWhenNothingChangedAndShowsAChangedPrice() throws {
        let (layouts, snapshots) = try Self.workspace()
        _ = try Self.run(["snapshot", "record", "layouts", "--out", "snapshots", "--widths", "40,80"], in: layouts)
        let clean = try Self.run(["snapshot", "check", "layouts", "--out", "snapshots"], in: layouts)
        #expect(clean.status == 0)
        #expect(clean.stdout == "All \(2 * Self.layoutCount(in: layouts)) snapshots match.\n")

        try Self.replace("\"amount\": 4800", with: "\"amount\": 4200", in: layouts.appendingPathComponent("home.json"))
        try FileManager.default.removeItem(at: layouts.appendingPathComponent("deals-3.json"))
        try Data(#"{"type": "search_bar", "search_bar": {"placeholder": "Find gifts"}}"#.utf8).write(to: layouts.appendingPathComponent("search.json"))
        let changed = try Self.run(["snapshot", "check", "layouts", "--out", "snapshots/"], in: layouts)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("--- snapshots/layouts/home.json@80.txt\n+++ now\n@@ "))
        #expect(changed.stdout.contains("\n-│  │$48.00 "))
        #expect(changed.stdout.contains("\n+│  │$42.00 "))
        #expect(changed.stdout.contains("new: layouts/search.json@40 (not recorded)"))
        #expect(changed.stdout.contains("missing: layouts/deals-3.json@80 (recorded, but no layout makes it now)"))
        #expect(changed.stdout.contains("2 changed, 2 new, 2 missing. Report: \(snapshots.path)/report.html"))
        #expect(!changed.stdout.contains("\u{1B}"), "a pipe gets no colour")
        let report = try String(contentsOf: snapshots.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("layouts/home.json@80<span class=\"kind changed\">changed</span>"))
        // One file that needs no network: nothing is fetched from anywhere.
        #expect(!report.contains("src=\"http") && !report.contains("<link") && !report.contains("url("))
        let colored = try Self.run(["snapshot", "check", "layouts", "--out", "snapshots", "--color", "always"], in: layouts)
        #expect(colored.stdout.contains("\u{1B}[31m-│  │$48.00 ") && colored.stdout.contains("\u{1B}[32m+│  │$42.00 "))
    }

    @Test func anUnreadableLayoutReadsLikeValidateAndIsCountedNeverAllMatch() throws {
        let (layouts, _) = try Self.workspace()
        _ = try Self.run(["snapshot", "record", "layouts/home.json", "layouts/deals.json", "--out", "snapshots", "--widths", "80"], in: layouts)
        try Data("{\"modules\": [,]}".utf8).write(to: layouts.appendingPathComponent("deals.json"))
        let check = try Self.run(["snapshot", "check", "layouts/home.json", "layouts/deals.json", "--out", "snapshots"], in: layouts)
        #expect(check.status == 1)
        #expect(check.stderr.contains("layouts/deals.json:1:14: error: $: "))
        #expect(check.stderr.contains("[FT1"))
        #expect(check.stdout.contains("0 changed, 0 new, 0 missing, 1 unreadable."))
        #expect(!check.stdout.contains("match"))
    }

    /// Only snapshots the manifest lists are ever deleted, and only with --prune; a name is
    /// a path below the root, so nothing is written outside --out.
    @Test func recordDeletesOnlyItsOwnFilesAndWritesOnlyInsideOut() throws {
        let (layouts, snapshots) = try Self.workspace()
        _ = try Self.run(["snapshot", "record", "layouts", "--out", "snapshots", "--widths", "80"], in: layouts)
        let strangers = ["contacts@example.com.txt", "contacts@example.com.svg", "layouts/notes@home.txt"]
        for name in strangers {
            try Data("keep\n".utf8).write(to: snapshots.appendingPathComponent(name))
        }
        try FileManager.default.removeItem(at: layouts.appendingPathComponent("deals-3.json"))
        let kept = try Self.run(["snapshot", "record", "layouts", "--out", "snapshots"], in: layouts)
        #expect(kept.stdout.contains("Kept 1 no layout makes any more (--prune removes them):\n  layouts/deals-3.json@80"))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("layouts/deals-3.json@80.txt").path))
        let pruned = try Self.run(["snapshot", "record", "layouts", "--out", "snapshots", "--prune"], in: layouts)
        #expect(pruned.stdout.contains("Removed 1 no layout makes any more:\n  layouts/deals-3.json@80"))
        #expect(!FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("layouts/deals-3.json@80.svg").path))
        for name in strangers {
            #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(name).path), "\(name) is not feedterm's")
        }
        let outside = try Self.run(["snapshot", "record", "../x.json", "--out", "snapshots"], in: layouts)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("is outside the root"))
    }

    /// `--prune` deletes, and `check` reads, what the manifest lists: a manifest that listed
    /// `../victim@80` would have pruning delete a file outside the folder.
    @Test func aManifestThatNamesFilesOutsideItsFolderIsRefused() throws {
        let (layouts, snapshots) = try Self.workspace()
        _ = try Self.run(["snapshot", "record", "layouts/home.json", "--out", "snapshots", "--widths", "80"], in: layouts)
        let victim = snapshots.deletingLastPathComponent().appendingPathComponent("victim@80.txt")
        try Data("keep\n".utf8).write(to: victim)
        try Self.replace(#""layouts/home.json@80""#, with: #""layouts/home.json@80", "../victim@80""#, in: snapshots.appendingPathComponent("feedterm-snapshots.json"))
        for command in ["record", "check"] {
            let refused = try Self.run(["snapshot", command, "layouts/home.json", "--out", "snapshots", "--prune"].filter { command == "record" || $0 != "--prune" }, in: layouts)
            #expect(refused.status == 2, "\(command): \(refused.stderr)")
            #expect(refused.stderr.contains("feedterm-snapshots.json lists '../victim@80', which is not a snapshot inside its folder"), "\(refused.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: victim.path))
        try Data("{\"widths\": [80".utf8).write(to: snapshots.appendingPathComponent("feedterm-snapshots.json"))
        let broken = try Self.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots"], in: layouts)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("feedterm-snapshots.json is not a snapshot manifest (not JSON); record the snapshots again"), "\(broken.stderr)")
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

    /// A folder that cannot be written says which file and why, in words (it printed
    /// Foundation's error domain and code).
    @Test func aFolderThatCannotBeWrittenSaysWhichFileAndWhy() throws {
        let (layouts, _) = try Self.workspace()
        // /proc cannot hold a directory, even for root.
        let output = try Self.run(["snapshot", "record", "layouts/home.json", "--out", "/proc/feedterm-snapshots", "--widths", "40"], in: layouts)
        #expect(output.status == 1)
        #expect(output.stderr == "Error: cannot write /proc/feedterm-snapshots/layouts/home.json@40.txt: No such file or directory\n")
    }

    @Test func aLayoutThatCannotBeReadIsAnErrorAndTheRestAreRecorded() throws {
        let (layouts, snapshots) = try Self.workspace()
        try Data("{\"modules\": [,]}".utf8).write(to: layouts.appendingPathComponent("broken.json"))
        let output = try Self.run(["snapshot", "record", "layouts", "--out", "snapshots", "--widths", "80"], in: layouts)
        #expect(output.status == 1)
        #expect(output.stderr.contains("layouts/broken.json:1:14: error: $: "))
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("layouts/home.json@80.svg").path))
    }
}
