import Foundation
import Testing

/// `snapshot check`'s report.html opened in a real browser: headless chromium, which
/// scripts/test.sh installs when it is missing.
@Suite(.serialized) struct SnapshotReportInBrowserTests {
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A checked workspace where one price changed: its report has one changed case.
    static func report() throws -> URL {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        let root = layouts.deletingLastPathComponent()
        _ = try FeedtermProcess.run(["snapshot", "record", "layouts/home.json", "--out", "snapshots/", "--widths", "80"], directory: root)
        try SnapshotCommandTests.replace("\"amount\": 4800", with: "\"amount\": 4200", in: layouts.appendingPathComponent("home.json"))
        let check = try FeedtermProcess.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots/"], directory: root)
        #expect(check.status == 1)
        #expect(check.stdout.contains("--- snapshots/layouts/home.json@80.txt"), "no doubled slash in a name")
        return snapshots.appendingPathComponent("report.html")
    }

    static func run(_ arguments: [String]) throws -> ChildProcess.Outcome {
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--allow-file-access-from-files", "--user-data-dir=\(NSTemporaryDirectory())feedterm-chromium-\(UUID().uuidString)"]
        return try ChildProcess.outcome(try #require(chromium), common + arguments, stdin: Data(), environment: [:], directory: FeedtermProcess.root.path)
    }

    /// The opening tag of the page's body, where its script leaves what it measured.
    static func body(_ dom: ChildProcess.Outcome) throws -> String {
        try #require(dom.stdout.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom.stdout[$0]) }, "\(dom.stderr)")
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed here and could not be: scripts/test.sh installs it with apt"))
    func theReportLoadsWithoutErrorsAndShowsBothPicturesWithTheChangedRowsMarked() throws {
        let report = try Self.report()
        // After the page's load event, its script has counted the pictures that decoded.
        let dom = try Self.run(["--virtual-time-budget=5000", "--dump-dom", report.absoluteString])
        let body = try Self.body(dom)
        #expect(body.contains("data-images-total=\"2\""))
        #expect(body.contains("data-images-loaded=\"2\""))
        #expect(!body.contains("data-errors"))
        #expect(dom.stdout.contains("alt=\"recorded: layouts/home.json@80\"") && dom.stdout.contains("alt=\"now: layouts/home.json@80\""))
        // The price is on two rows of the 80-column Home: each is marked on both pictures.
        #expect(dom.stdout.components(separatedBy: "class=\"band\"").count - 1 == 4)
    }

    /// Each changed case shows the command that accepts it; its Copy button copies it (or, where
    /// the browser offers no clipboard to a file, selects it), as a reviewer clicks it.
    @Test(.enabled(if: chromium != nil, "chromium is not installed here and could not be: scripts/test.sh installs it with apt"))
    func eachChangeShowsTheCommandThatAcceptsItWithACopyButton() throws {
        let report = try Self.report()
        let clicker = report.deletingLastPathComponent().appendingPathComponent("copy.html")
        try Data("""
            <!DOCTYPE html><html><body>
            <iframe id="report" src="report.html" style="width:1400px;height:600px"></iframe>
            <script>
            document.getElementById("report").addEventListener("load", function () {
              var page = this.contentDocument, out = document.body.dataset;
              out.command = page.querySelector(".accept code").textContent;
              page.querySelector("button.copy").click();
              setTimeout(function () {
                out.button = page.querySelector("button.copy").textContent;
                out.selected = page.getSelection().toString() || page.body.dataset.copied || "";
              }, 200);
            });
            </script></body></html>
            """.utf8).write(to: clicker)
        let body = try Self.body(try Self.run(["--virtual-time-budget=5000", "--dump-dom", clicker.absoluteString]))
        #expect(body.contains("data-command=\"feedterm snapshot accept --out snapshots/ layouts/home.json@80\""), "\(body.prefix(600))")
        #expect(body.contains("data-button=\"Copied\"") || body.contains("data-button=\"Selected: copy it\""), "\(body.prefix(600))")
        #expect(body.contains("data-selected=\"feedterm snapshot accept --out snapshots/ layouts/home.json@80\""), "the command is on the clipboard or selected: \(body.prefix(600))")
    }

    /// The test clicks the overlay toggle, as a reviewer would, from a page that holds the
    /// report in a frame: the pictures must not move, and the recorded one shows under the new.
    @Test(.enabled(if: chromium != nil, "chromium is not installed here and could not be: scripts/test.sh installs it with apt"))
    func theOverlayToggleKeepsThePairInPlace() throws {
        let report = try Self.report()
        let folder = report.deletingLastPathComponent()
        let clicker = folder.appendingPathComponent("click.html")
        try Data("""
            <!DOCTYPE html><html><body style="margin:0">
            <iframe id="report" src="report.html" style="border:0;width:1400px;height:1000px"></iframe>
            <script>
            document.getElementById("report").addEventListener("load", function () {
              var page = this.contentDocument, out = document.body.dataset;
              function place(selector) { var box = page.querySelector(selector).getBoundingClientRect(); return Math.round(box.left) + "," + Math.round(box.top); }
              out.before = place("figure.now img.over") + ";" + place("figure.recorded img");
              page.querySelector("input.overlay-toggle").click();
              out.after = place("figure.now img.over") + ";" + place("figure.recorded img");
              out.under = getComputedStyle(page.querySelector("img.under")).visibility;
              out.caption = page.querySelector("figure.now figcaption").textContent;
            });
            </script></body></html>
            """.utf8).write(to: clicker)
        let dom = try Self.run(["--virtual-time-budget=5000", "--dump-dom", clicker.absoluteString])
        let body = try Self.body(dom)
        let before = try #require(body.firstMatch(of: /data-before="([^"]*)"/)?.1)
        let after = try #require(body.firstMatch(of: /data-after="([^"]*)"/)?.1)
        #expect(before == after, "the pair stays where it was")
        #expect(body.contains("data-under=\"visible\""))
        #expect(body.contains("data-caption=\"Now over recorded (overlay)\""))

        // The pictures a reviewer sees, before and after the click, kept beside the report.
        for (name, page) in [("report-before.png", report), ("report-after.png", clicker)] {
            let screenshot = folder.appendingPathComponent(name)
            _ = try Self.run(["--screenshot=\(screenshot.path)", "--window-size=1400,1000", "--virtual-time-budget=5000", page.absoluteString])
            let size = try FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int ?? 0
            #expect(size > 20_000, "a page with two terminal pictures makes a screenshot of some size")
        }
        print("report screenshots: \(folder.path)/report-before.png, report-after.png")
    }
}
