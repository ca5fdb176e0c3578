import Foundation
import Testing

/// `snapshot check`'s report.html opened in a real browser: headless chromium, which
/// scripts/test.sh installs when it is missing.
@Suite(.serialized) struct SnapshotReportInBrowserTests {
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A checked workspace where one price changed: its report has one changed case.
    static func report() throws -> URL {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        _ = try FeedtermProcess.run(["snapshot", "record", layouts.appendingPathComponent("home.json").path, "--out", snapshots.path, "--widths", "80"])
        try SnapshotCommandTests.replace("\"amount\": 4800", with: "\"amount\": 4200", in: layouts.appendingPathComponent("home.json"))
        let check = try FeedtermProcess.run(["snapshot", "check", layouts.appendingPathComponent("home.json").path, "--out", snapshots.path, "--widths", "80"])
        #expect(check.status == 1)
        return snapshots.appendingPathComponent("report.html")
    }

    static func run(_ arguments: [String]) throws -> ChildProcess.Outcome {
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(NSTemporaryDirectory())feedterm-chromium-\(UUID().uuidString)"]
        return try ChildProcess.outcome(try #require(chromium), common + arguments, stdin: Data(), environment: [:], directory: FeedtermProcess.root.path)
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed here and could not be: scripts/test.sh installs it with apt"))
    func theReportLoadsWithoutErrorsAndShowsBothPictures() throws {
        let report = try Self.report()
        // After the page's load event, its script has counted the pictures that decoded.
        let dom = try Self.run(["--virtual-time-budget=5000", "--dump-dom", report.absoluteString])
        let body = try #require(dom.stdout.range(of: "<body[^>]*>", options: .regularExpression).map { String(dom.stdout[$0]) }, "\(dom.stderr)")
        #expect(body.contains("data-images-total=\"2\""))
        #expect(body.contains("data-images-loaded=\"2\""))
        #expect(!body.contains("data-errors"))
        #expect(dom.stdout.contains("alt=\"recorded: home.json@80\"") && dom.stdout.contains("alt=\"now: home.json@80\""))

        let screenshot = report.deletingLastPathComponent().appendingPathComponent("report.png")
        _ = try Self.run(["--screenshot=\(screenshot.path)", "--window-size=1400,1000", report.absoluteString])
        let size = try FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int ?? 0
        #expect(size > 20_000, "a page with two terminal pictures makes a screenshot of some size")
    }
}
