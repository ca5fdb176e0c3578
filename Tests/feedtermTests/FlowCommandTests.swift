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

    @Test(arguments: [
        (#""size": [100, 3]"#, "4:11: error: $.size: a size is [columns, rows]"),
        (#""steps": [{"keys": ["Dwn"]}, {"snapshot": "a"}]"#, "error: $.steps[0].keys[0]: 'Dwn' is no key: name one of Up, Down"),
        (#""steps": [{"keys": ["f"], "snapshot": "a"}]"#, "error: $.steps[0]: a step is an object with one of keys, text, resize or snapshot; found keys and snapshot"),
        (#""steps": [{"keys": ["f"]}]"#, "error: $.steps: a flow needs at least one {\"snapshot\": NAME} step"),
        (#""steps": [{"snapshot": "a"}, {"snapshot": "a"}]"#, "error: $.steps[1].snapshot: the checkpoint 'a' is named twice"),
        (#""steps": [{"snapshot": "80"}]"#, "error: $.steps[0].snapshot: a checkpoint's name is 1 to 64 letters"),
        (#""source": "nowhere""#, "3:13: error: $.source: the source 'nowhere'"),
        (#""state": "missing.sqlite""#, "error: $.state: the state file 'missing.sqlite'"),
        (#""theme": "neon""#, "error: $.theme: 'neon' is no built-in theme"),
        (#""images": "pixels""#, "error: $.images: images is \"cells\" or \"off\""),
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
}
