import Foundation
import Testing

/// `feedterm flow run`: flows by text that say what they expect, run without snapshots, each
/// failure at its line, and the trace.
struct FlowRunCommandTests {
    /// A workspace with the bundled shop in `layouts/` and the flow `text` in `flow.json`
    /// beside it; its folder.
    static func workspace(flow text: String, name: String = "flow.json") throws -> URL {
        let root = try SnapshotCommandTests.workspace().layouts.deletingLastPathComponent()
        try Data(text.utf8).write(to: root.appendingPathComponent(name))
        return root
    }

    /// A flow on the workspace's shop with `steps`, one to a line from line 4.
    static func flow(_ steps: [String]) -> String {
        """
        {"flow": "by text", "source": "layouts", "size": [100, 30], "images": "off",
         "now": "2026-11-01T12:00:00Z",
         "steps": [
        \(steps.joined(separator: ",\n"))
        ]}
        """
    }

    @Test func aFlowByTextWhoseExpectationsHoldPasses() throws {
        let root = try Self.workspace(flow: Self.flow([
            #"{"press": "Speckled ceramic mug"}"#,
            #"{"expect": {"screen_has": "Wheel-thrown stoneware", "action": {"type": "open_listing", "listing_id": 1002}}}"#,
            #"{"press": "Add to cart"}"#,
            #"{"expect": {"cart": {"items": 1, "total": "€18.00"}, "saved": "cart 1002 +1", "focused": "Add to cart"}}"#,
            #"{"click": [42, 1]}"#,
            #"{"expect": {"tab": "cart", "status": "Cart"}}"#,
        ]))
        let run = try FeedtermProcess.run(["flow", "run", "flow.json"], directory: root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("ok: flow.json (by text): 6 of 6 steps, 7 of 7 expectations held"), "\(run.stdout)")
        #expect(run.stdout.contains("1 flow run: 1 passed, 0 failed."))
    }

    /// Expectations are soft: both failures are reported, each at its key's line and column
    /// with what was there instead, and the one that holds is not.
    @Test func twoFailedExpectationsAreEachReportedAtTheirLineAndNotTheOneThatHolds() throws {
        let root = try Self.workspace(flow: Self.flow([
            #"{"focus": "Speckled ceramic mug"}"#,
            #"{"expect": {"focused": "Speckled ceramic mug"}}"#,
            #"{"expect": {"focused": "Walnut"}}"#,
            #"{"keys": ["f"]}"#,
            #"{"expect": {"saved": "favorite 1002 on", "favorites": [1002]}}"#,
        ]))
        let run = try FeedtermProcess.run(["flow", "run", "flow.json"], directory: root)
        #expect(run.status == 1)
        let failures = run.stdout.split(separator: "\n").filter { $0.hasPrefix("flow.json:") }
        #expect(failures.count == 2, "\(run.stdout)")
        #expect(failures.first?.hasPrefix("flow.json:6:13: expected the focused element to show \"Walnut\", found \"♡ Speckled mug Speckled ceramic mug") == true, "\(run.stdout)")
        #expect(failures.last == "flow.json:8:42: expected the favorites [1002], found [1002, 1003, 1009]", "\(run.stdout)")
        #expect(!run.stdout.contains("flow.json:5:") && !run.stdout.contains("flow.json:8:13"), "what holds is not reported")
        #expect(run.stdout.contains("FAILED: flow.json (by text): 5 of 5 steps, 2 of 4 expectations held"), "\(run.stdout)")
    }

    @Test func aStepThatChangesNothingStopsTheFlowAtItsLineUnlessItSaysItMay() throws {
        let root = try Self.workspace(flow: Self.flow([#"{"keys": ["Up"]}"#, #"{"expect": {"tab": "home"}}"#]))
        let run = try FeedtermProcess.run(["flow", "run", "flow.json"], directory: root)
        #expect(run.status == 1)
        #expect(run.stdout.contains("flow.json:4:1: error: the flow stopped: step 1 (keys Up) changed nothing: not the screen, the state, nor what the browser did; mark it \"may_do_nothing\": true"), "\(run.stdout)")
        #expect(run.stdout.contains("1 of 2 steps, 0 of 0 expectations held"))
        try Data(Self.flow([#"{"keys": ["Up"], "may_do_nothing": true}"#, #"{"expect": {"tab": "home"}}"#]).utf8).write(to: root.appendingPathComponent("flow.json"))
        let marked = try FeedtermProcess.run(["flow", "run", "flow.json"], directory: root)
        #expect(marked.status == 0, "\(marked.stdout)")
    }

    @Test func aStepByTextThatNamesNothingStopsWithTheNearestTexts() throws {
        let root = try Self.workspace(flow: Self.flow([#"{"press": "Speckled ceramic mugs"}"#, #"{"expect": {"tab": "home"}}"#]))
        let run = try FeedtermProcess.run(["flow", "run", "flow.json"], directory: root)
        #expect(run.status == 1)
        #expect(run.stdout.contains("flow.json:4:1: error: the flow stopped: step 1 (press \"Speckled ceramic mugs\"): nothing focusable on Home shows \"Speckled ceramic mugs\"; the nearest texts there are: \"♡ Speckled mug Speckled ceramic mug"), "\(run.stdout)")
    }

    /// `--jobs` runs flows at once; their reports come in the order of the files.
    @Test func severalFlowsRunAtOnceAndReportInOrderAndAFolderIsItsFlows() throws {
        let root = try Self.workspace(flow: Self.flow([#"{"expect": {"tab": "deals"}}"#]), name: "b.json")
        try Data(Self.flow([#"{"expect": {"tab": "home"}}"#]).utf8).write(to: root.appendingPathComponent("a.json"))
        let run = try FeedtermProcess.run(["flow", "run", "b.json", "a.json", "--jobs", "2"], directory: root)
        #expect(run.status == 1)
        let verdicts = run.stdout.split(separator: "\n").filter { $0.hasPrefix("ok:") || $0.hasPrefix("FAILED:") }
        #expect(verdicts.map { $0.prefix(13) } == ["FAILED: b.jso", "ok: a.json (b"], "\(run.stdout)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: root.appendingPathComponent("a.json"), to: root.appendingPathComponent("flows/a.json"))
        try Data(Self.flow([#"{"expect": {"tab": "home"}}"#]).replacingOccurrences(of: "\"layouts\"", with: "\"../layouts\"").utf8).write(to: root.appendingPathComponent("flows/a.json"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("layouts/home.json"), to: root.appendingPathComponent("flows/home.json"))
        let folder = try FeedtermProcess.run(["flow", "run", "flows"], directory: root)
        #expect(folder.status == 0 && folder.stdout.contains("1 flow run: 1 passed"), "a layout in the folder is no flow: \(folder.stdout)\(folder.stderr)")
    }

    @Test(arguments: [["flow", "run"], ["flow", "run", "x.json", "--jobs", "0"]])
    func aRunWithNothingToRunIsAUsageError(arguments: [String]) throws {
        let run = try FeedtermProcess.run(arguments)
        #expect(run.status == 2, "\(run.stderr)")
    }
}
