import Foundation
import Testing

/// Flow files as a team uses them: the project's own, checked as CI checks them; a changed
/// behaviour failing with the flow, step and checkpoint named; and validate's diagnostics.
struct FlowCommandTests {
    static let flows = ["snapshot", "check", "Tests/Flows", "--out", "Snapshots/Flows", "--root", "Tests/Flows"]

    @Test func theBundledShopsFlowsMatchWhatIsRecorded() throws {
        let check = try FeedtermProcess.run(Self.flows)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("All 20 snapshots match."), "\(check.stdout)")
    }

    @Test func theBundledFlowsAreValid() throws {
        let validate = try FeedtermProcess.run(["validate", "Tests/Flows"])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout.contains("6 files checked: 0 errors, 0 warnings"), "\(validate.stdout)")
    }

    /// A flow recorded, then its shop changed under it: check names the flow, the checkpoint
    /// and the steps, diffs what the shopper sees and what the browser did, and reports it.
    @Test func aChangedBehaviourFailsTheFlowWithItsStepAndCheckpoint() throws {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        let root = layouts.deletingLastPathComponent()
        try Data("""
            {"flow": "favorite the first card", "source": "layouts", "size": [100, 30], "images": "off",
             "steps": [{"keys": ["Down", "Down", "f"]}, {"snapshot": "favorited"}]}
            """.utf8).write(to: root.appendingPathComponent("favorite.json"))
        let record = try FeedtermProcess.run(["snapshot", "record", "favorite.json", "--out", "snapshots/"], directory: root)
        #expect(record.status == 0, "\(record.stderr)")
        let recorded = try String(contentsOf: snapshots.appendingPathComponent("favorite.json@favorited.txt"), encoding: .utf8)
        #expect(recorded.contains("\n  action {\"listing_id\":1002,\"type\":\"toggle_favorite\"}\n  saved favorite 1002 on"))
        // The card's action now favorites another listing.
        try SnapshotCommandTests.replace("\"listing_id\": 1002,\n            \"title\"", with: "\"listing_id\": 1012,\n            \"title\"", in: layouts.appendingPathComponent("home.json"))
        let check = try FeedtermProcess.run(["snapshot", "check", "favorite.json", "--out", "snapshots/"], directory: root)
        #expect(check.status == 1)
        #expect(check.stdout.contains("flow favorite.json (favorite the first card), checkpoint 'favorited', after keys Down Down f:"), "\(check.stdout)")
        #expect(check.stdout.contains("-  saved favorite 1002 on") && check.stdout.contains("+  saved favorite 1012 on"), "\(check.stdout)")
        let report = try String(contentsOf: snapshots.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(report.contains("Steps since the checkpoint before</div><ol><li>keys Down Down f</li></ol>"))
    }

    /// A flow that cannot be run is reported by snapshot as validate reports it, and nothing
    /// of it is recorded.
    @Test func snapshotReportsABrokenFlowWithItsPlaceAndRecordsNothingOfIt() throws {
        let root = try SnapshotCommandTests.workspace().layouts.deletingLastPathComponent()
        try Data("{\"flow\": \"x\", \"source\": \"layouts\", \"size\": [80, 24],\n \"steps\": [{\"resize\": [80]}, {\"snapshot\": \"a\"}]}".utf8)
            .write(to: root.appendingPathComponent("broken.json"))
        let record = try FeedtermProcess.run(["snapshot", "record", "broken.json", "--out", "snapshots/"], directory: root)
        #expect(record.status == 1)
        #expect(record.stderr.contains("broken.json:2:23: error: $.steps[0].resize: a size is [columns, rows]"), "\(record.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("snapshots/broken.json@a.txt").path))
    }

    @Test func aFlowHasAtMost500Checkpoints() throws {
        let root = try SnapshotCommandTests.workspace().layouts.deletingLastPathComponent()
        let steps = (0...500).map { "{\"snapshot\": \"c\($0)\"}" }.joined(separator: ", ")
        try Data("{\"flow\": \"x\", \"source\": \"layouts\", \"size\": [80, 24], \"steps\": [\(steps)]}".utf8).write(to: root.appendingPathComponent("many.json"))
        let validate = try FeedtermProcess.run(["validate", "many.json"], directory: root)
        #expect(validate.status == 1)
        #expect(validate.stdout.contains("error: $.steps[500]: a flow has at most 500 checkpoints"), "\(validate.stdout.prefix(500))")
    }

    /// Each key waits for what it started, as a shopper looks before the next one: Down and
    /// Enter after the Enter that opens a listing act on the listing's screen, in one step.
    @Test func aKeyAfterEnterActsOnTheScreenEnterOpened() throws {
        let root = try SnapshotCommandTests.workspace().layouts.deletingLastPathComponent()
        try Data(#"{"flow": "x", "source": "layouts", "size": [100, 30], "images": "off", "steps": [{"keys": ["Down", "Down", "Enter", "Down", "Enter"]}, {"snapshot": "added"}]}"#.utf8)
            .write(to: root.appendingPathComponent("add.json"))
        let record = try FeedtermProcess.run(["snapshot", "record", "add.json", "--out", "snapshots/"], directory: root)
        #expect(record.status == 0, "\(record.stderr)")
        let added = try String(contentsOf: root.appendingPathComponent("snapshots/add.json@added.txt"), encoding: .utf8)
        #expect(added.contains("  action {\"listing_id\":1002,\"quantity\":1,\"type\":\"add_to_cart\"}\n  saved cart 1002 +1 (Speckled ceramic mug)"), "\(added)")
    }

    /// A flow ends with its last step: one whose step quits the browser is an error there.
    @Test func aFlowThatQuitsIsAnErrorAtItsStep() throws {
        let root = try SnapshotCommandTests.workspace().layouts.deletingLastPathComponent()
        try Data(#"{"flow": "x", "source": "layouts", "size": [80, 24], "steps": [{"snapshot": "a"}, {"keys": ["q"]}]}"#.utf8).write(to: root.appendingPathComponent("quits.json"))
        let record = try FeedtermProcess.run(["snapshot", "record", "quits.json", "--out", "snapshots/"], directory: root)
        #expect(record.status == 1)
        #expect(record.stderr.contains("the flow stopped: step 2 (keys q) quits the browser; a flow ends with its last step, not with q"), "\(record.stderr)")
    }

    /// The same steps over a folder and over an HTTP server that serves it draw the same
    /// checkpoints: loads are taken in the order they were asked for, wherever they come from.
    @Test func aFlowOverAServerDrawsWhatItDrawsOverTheFolder() throws {
        let server = try LocalHTTPServer(serving: FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath().path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-flows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let search = try String(contentsOf: FeedtermProcess.root.appendingPathComponent("Tests/Flows/search.json"), encoding: .utf8)
        let layouts = FeedtermProcess.root.appendingPathComponent("layouts").path
        try Data(search.replacingOccurrences(of: "../../layouts", with: layouts).utf8).write(to: folder.appendingPathComponent("folder.json"))
        try Data(search.replacingOccurrences(of: "../../layouts", with: server.base.absoluteString).utf8).write(to: folder.appendingPathComponent("served.json"))
        let out = folder.appendingPathComponent("snapshots")
        let record = try FeedtermProcess.run(["snapshot", "record", folder.path, "--out", out.path, "--root", folder.path])
        #expect(record.status == 0, "\(record.stderr)")
        for checkpoint in ["typed", "results", "opened"] {
            let overFolder = try String(contentsOf: out.appendingPathComponent("folder.json@\(checkpoint).txt"), encoding: .utf8)
            let overServer = try String(contentsOf: out.appendingPathComponent("served.json@\(checkpoint).txt"), encoding: .utf8)
            #expect(overFolder == overServer, "\(checkpoint)")
        }
        #expect(try String(contentsOf: out.appendingPathComponent("served.json@opened.txt"), encoding: .utf8).contains("Walnut cutting board, end grain"))
    }

    @Test(arguments: [
        (#""size": [100, 3]"#, "4:11: error: $.size: a size is [columns, rows]"),
        (#""steps": [{"keys": ["Dwn"]}, {"snapshot": "a"}]"#, "error: $.steps[0].keys[0]: 'Dwn' is no key: name one of Up, Down"),
        (#""steps": [{"keys": ["f"], "snapshot": "a"}]"#, "error: $.steps[0]: a step is an object with one of keys, text, focus, press, click, resize, expect, snapshot; found keys and snapshot"),
        (#""steps": [{"keys": ["f"]}]"#, "error: $.steps: a flow needs at least one {\"expect\": {...}} or {\"snapshot\": NAME} step"),
        (#""steps": [{"snapshot": "a"}, {"snapshot": "a"}]"#, "error: $.steps[1].snapshot: the checkpoint 'a' is named twice"),
        (#""steps": [{"snapshot": "80"}]"#, "error: $.steps[0].snapshot: a checkpoint's name is 1 to 64 letters"),
        (#""source": "nowhere""#, "3:13: error: $.source: the source 'nowhere'"),
        (#""state": "missing.sqlite""#, "error: $.state: the state file 'missing.sqlite'"),
        (#""theme": "neon""#, "error: $.theme: 'neon' is no built-in theme"),
        (#""images": "pixels""#, "error: $.images: images is \"cells\" or \"off\""),
        (#""steps": [{"snapshot": "a"}], "steps": []"#, "[FT309]"),
        (#""steps": [{"text": "\#(String(repeating: "w", count: 1_001))"}, {"snapshot": "a"}]"#, "error: $.steps[0].text: text is 1 to 1000 printable characters"),
    ])
    func aFlowThatCannotBeIsAnErrorWithItsPlace(change: String, expected: String) throws {
        let fields = [#""flow": "broken""#, #""source": "layouts""#, #""size": [100, 30]"#, #""steps": [{"snapshot": "a"}]"#]
        let key = String(change.prefix { $0 != ":" })
        var lines = fields.map { $0.hasPrefix(key) ? change : $0 }
        if !fields.contains(where: { $0.hasPrefix(key) }) { lines.insert(change, at: 1) }
        let root = try SnapshotCommandTests.workspace().layouts.deletingLastPathComponent()
        let file = root.appendingPathComponent("broken.json")
        try Data(("{\n  " + lines.joined(separator: ",\n  ") + "\n}\n").utf8).write(to: file)
        let validate = try FeedtermProcess.run(["validate", "broken.json"], directory: root)
        #expect(validate.status == 1, "\(validate.stdout)")
        #expect(validate.stdout.contains(expected), "\(validate.stdout)")
    }

    /// Every problem of a flow file at once, each at its place: a bad size hides no misspelled
    /// key, and a bad step none after it.
    @Test func everyProblemOfAFlowIsReportedAtOnce() throws {
        let root = try SnapshotCommandTests.workspace().layouts.deletingLastPathComponent()
        let file = root.appendingPathComponent("many.json")
        try Data(#"""
            {
              "flow": "many problems",
              "source": "layouts",
              "size": [10, 3],
              "theme": "neon",
              "steps": [{"keys": ["Dwn"]}, {"keys": ["Up"]}, {"kyes": ["Up"]}, {"snapshot": "a"}, {"snapshot": "a"}]
            }
            """#.utf8).write(to: file)
        let validate = try FeedtermProcess.run(["validate", "many.json"], directory: root)
        #expect(validate.status == 1, "\(validate.stdout)")
        let errors = validate.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.contains { $0.hasPrefix("many.json:4:11: error: $.size: a size is [columns, rows]") }, "\(validate.stdout)")
        #expect(errors.contains { $0.contains("error: $.steps[0].keys[0]: 'Dwn' is no key") }, "\(validate.stdout)")
        #expect(errors.contains { $0.contains("error: $.steps[2]") }, "\(validate.stdout)")
        #expect(errors.contains { $0.hasPrefix("many.json:5:12: error: $.theme: 'neon' is no built-in theme") }, "\(validate.stdout)")
        #expect(errors.contains { $0.contains("error: $.steps[4].snapshot: the checkpoint 'a' is named twice") }, "\(validate.stdout)")
        #expect(errors.count == 5, "\(validate.stdout)")
    }
}
