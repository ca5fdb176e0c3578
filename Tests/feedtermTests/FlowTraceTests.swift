import Foundation
import Testing

/// A flow's trace (`flow run --trace`), the focus in a checkpoint's text, and flows whose
/// expectations fail in `snapshot record` and `check`.
@Suite(.serialized) struct FlowTraceTests {
    static let steps = [
        #"{"focus": "Speckled ceramic mug"}"#,
        #"{"snapshot": "mug"}"#,
        #"{"focus": "Walnut cutting board, end grain"}"#,
        #"{"expect": {"focused": "Walnut", "screen_has": "no such words"}}"#,
        #"{"snapshot": "board"}"#,
        #"{"keys": ["f"]}"#,
    ]

    @Test func theTraceHasAScreenPerInputAndCheckAndATimelineWithTheFailureMarked() throws {
        let root = try FlowRunCommandTests.workspace(flow: FlowRunCommandTests.flow(Self.steps))
        let run = try FeedtermProcess.run(["flow", "run", "flow.json", "--trace", "trace"], directory: root)
        #expect(run.status == 1)
        #expect(run.stdout.contains("Trace: \(root.path)/trace/index.html") || run.stdout.contains("Trace: trace/index.html"), "\(run.stdout)")
        let folder = root.appendingPathComponent("trace/flow_json")
        for step in 1...Self.steps.count {
            let name = String(format: "step-%03d", step)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name + ".svg").path), "\(name).svg")
            let text = try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
            #expect(text.hasPrefix("┌ 100×30\n"))
        }
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<section class=\"step fail\" id=\"step-4\">"), "the failed expectation's step is marked")
        #expect(page.contains("✓ focused &quot;Walnut&quot;") && page.contains("✗ screen_has &quot;no such words&quot;"))
        #expect(page.contains("<li>action {&quot;listing_id&quot;:1001,&quot;type&quot;:&quot;toggle_favorite&quot;}</li>"), "what step 6 caused")
        #expect(page.components(separatedBy: "<section class=\"step").count - 1 == Self.steps.count)
        let index = try String(contentsOf: root.appendingPathComponent("trace/index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"flow_json/index.html\">"))
    }

    /// The timeline opened in a real browser, as a person reads it: every step's picture
    /// decodes, and the failure list links the step that failed.
    @Test(.enabled(if: SnapshotReportInBrowserTests.chromium != nil, "chromium is not installed here and could not be: scripts/test.sh installs it with apt"))
    func theTimelineLoadsInABrowserWithEveryPicture() throws {
        let root = try FlowRunCommandTests.workspace(flow: FlowRunCommandTests.flow(Self.steps))
        _ = try FeedtermProcess.run(["flow", "run", "flow.json", "--trace", "trace"], directory: root)
        let viewer = root.appendingPathComponent("trace/viewer.html")
        try Data("""
            <!DOCTYPE html><html><body>
            <iframe id="trace" src="flow_json/index.html" style="width:1400px;height:800px"></iframe>
            <script>
            document.getElementById("trace").addEventListener("load", function () {
              var page = this.contentDocument, out = document.body.dataset;
              var images = Array.prototype.slice.call(page.querySelectorAll("img"));
              out.images = images.length;
              out.decoded = images.filter(function (image) { return image.complete && image.naturalWidth > 0; }).length;
              out.failureLink = page.querySelector(".failures a").getAttribute("href");
              out.verdict = page.body.dataset.verdict;
            });
            </script></body></html>
            """.utf8).write(to: viewer)
        let body = try SnapshotReportInBrowserTests.body(try SnapshotReportInBrowserTests.run(["--virtual-time-budget=5000", "--allow-file-access-from-files", "--dump-dom", viewer.absoluteString]))
        #expect(body.contains("data-images=\"\(Self.steps.count)\"") && body.contains("data-decoded=\"\(Self.steps.count)\""), "\(body)")
        #expect(body.contains("data-failure-link=\"#step-4\"") && body.contains("data-verdict=\"failed\""), "\(body)")
    }

    /// The same screen with the focus on another card is another text, in the grid itself.
    @Test func twoCheckpointsFocusedOnDifferentCardsDifferInTheirTextGrid() throws {
        // Two cards of one row of a grid: nothing else on the screen says which is focused.
        let steps = [#"{"focus": "Leather card wallet"}"#, #"{"snapshot": "mug"}"#, #"{"focus": "Olive wood spoon trio"}"#, #"{"snapshot": "board"}"#]
        let root = try FlowRunCommandTests.workspace(flow: FlowRunCommandTests.flow(steps))
        let record = try FeedtermProcess.run(["snapshot", "record", "flow.json", "--out", "snapshots"], directory: root)
        #expect(record.status == 0, "\(record.stderr)")
        func grid(_ name: String) throws -> [Substring] {
            let text = try String(contentsOf: root.appendingPathComponent("snapshots/flow.json@\(name).txt"), encoding: .utf8)
            return text.split(separator: "\n").filter { $0.hasPrefix("│") || $0.hasPrefix("└") }
        }
        let (mug, board) = (try grid("mug"), try grid("board"))
        #expect(mug != board)
        #expect(mug.last?.hasSuffix("▲ focus") == true && mug.contains { $0.hasSuffix("│ ◀") })
        // Without the marks, the two grids are one: the marks are what tells them apart.
        let unmarked = { (rows: [Substring]) in rows.dropLast().map { $0.hasSuffix(" ◀") ? $0.dropLast(2) : $0 } }
        #expect(unmarked(mug) == unmarked(board))
    }

    /// A flow whose expectations fail is not recorded, as a bad layout is not; a check fails
    /// it beside its diff, and its report lists it with a link to its trace.
    @Test func aFlowWhoseExpectationsFailIsNotRecordedAndFailsTheCheckWithItsTrace() throws {
        let root = try FlowRunCommandTests.workspace(flow: FlowRunCommandTests.flow(Self.steps))
        let record = try FeedtermProcess.run(["snapshot", "record", "flow.json", "--out", "snapshots"], directory: root)
        #expect(record.status == 1)
        #expect(record.stderr.contains("flow.json:7:34: error: $: expected the screen to show \"no such words\""), "\(record.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("snapshots/flow.json@mug.txt").path))
        let passing = Self.steps.map { $0.replacingOccurrences(of: "no such words", with: "Picked for you") }
        try Data(FlowRunCommandTests.flow(passing).utf8).write(to: root.appendingPathComponent("flow.json"))
        #expect(try FeedtermProcess.run(["snapshot", "record", "flow.json", "--out", "snapshots"], directory: root).status == 0)
        try Data(FlowRunCommandTests.flow(Self.steps).utf8).write(to: root.appendingPathComponent("flow.json"))
        let check = try FeedtermProcess.run(["snapshot", "check", "flow.json", "--out", "snapshots"], directory: root)
        #expect(check.status == 1)
        #expect(check.stdout.contains("0 changed, 0 new, 0 missing, 1 flow failing its expectations."), "\(check.stdout)")
        let report = try String(contentsOf: root.appendingPathComponent("snapshots/report.html"), encoding: .utf8)
        #expect(report.contains("<a class=\"trace\" href=\".traces/flow_json/index.html\">"), "\(report)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("snapshots/.traces/flow_json/index.html").path))
    }
}
