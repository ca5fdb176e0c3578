import Foundation
import Testing

/// Fallbacks and the app versions a project serves, from the command line, on the bundled shop
/// (whose feedterm.json serves 4.8.0, 5.0.0 and 5.3.0, and knows similar_items_on_sale from 5.0.0).
@Suite(.serialized) struct AppVersionCommandTests {
    static let deals = "layouts/deals.json"

    @Test(arguments: [40, 120])
    func previewOfAnOldVersionDrawsTheFallbackAndOfANewOneTheModule(width: Int) throws {
        let old = try FeedtermProcess.run(["preview", Self.deals, "--width", String(width), "--client-version", "4.8.0", "--color", "never"])
        let new = try FeedtermProcess.run(["preview", Self.deals, "--width", String(width), "--client-version", "5.0.0", "--color", "never"])
        #expect(old.status == 0 && new.status == 0, "\(old.stderr)\(new.stderr)")
        #expect(old.stdout.contains("More on sale like the walnut board") && !old.stdout.contains("Similar items on sale"))
        #expect(new.stdout.contains("Similar items on sale") && !new.stdout.contains("More on sale like the walnut board"))
    }

    /// A broken copy of the shop: a module whose fallback is gone leaves 4.8.0 a hole.
    static func brokenCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-versions-\(UUID().uuidString)")
        let layouts = root.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath(), to: layouts)
        let deals = layouts.appendingPathComponent("deals.json")
        let text = try String(contentsOf: deals, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "      \"fallback\": \"drop\",\n", with: "").utf8).write(to: deals)
        return layouts
    }

    @Test func validateNamesTheVersionsThatWouldSeeAHoleAndStrictFails() throws {
        let layouts = try Self.brokenCopy()
        let output = try FeedtermProcess.run(["validate", "layouts/deals.json"], directory: layouts.deletingLastPathComponent())
        #expect(output.status == 0)
        #expect(output.stdout.contains("layouts/deals.json:473:15: warning: $.modules[6].type: 4.8.0 shows nothing here: similar_items_on_sale is known from 5.0.0; add a fallback it knows, or \"fallback\": \"drop\" to show nothing on purpose [FT319]"), "\(output.stdout)")
        let strict = try FeedtermProcess.run(["validate", "--strict", "layouts"], directory: layouts.deletingLastPathComponent())
        #expect(strict.status == 1)
        // Named on the command line, other versions replace the config's.
        let newer = try FeedtermProcess.run(["validate", "--client-version", "5.0", "layouts/deals.json"], directory: layouts.deletingLastPathComponent())
        #expect(!newer.stdout.contains("FT319"))
        let bad = try FeedtermProcess.run(["validate", "--client-version", "five", "layouts/deals.json"], directory: layouts.deletingLastPathComponent())
        #expect(bad.status == 2)
    }

    @Test func validateCohortsListsWhatEachVersionShowsOtherwise() throws {
        let output = try FeedtermProcess.run(["validate", "--cohorts", Self.deals])
        #expect(output.stdout.contains("""
            layouts/deals.json: what each app version shows (feedterm.json's clients, newest first)
              5.3.0: every module as the latest app shows it
              5.0.0: every module as the latest app shows it
              4.8.0: 2 modules differ
                $.modules[3] similar_items_on_sale 'sios-board' shows its fallback, a listing_carousel
                $.modules[6] similar_items_on_sale 'sios-mug' shows nothing
            """), "\(output.stdout)")
    }

    @Test func snapshotRecordClientsDrawsEachVersionAndCheckKeepsThem() throws {
        let layouts = try Self.brokenCopy().deletingLastPathComponent().appendingPathComponent("layouts")
        let root = layouts.deletingLastPathComponent()
        let record = try FeedtermProcess.run(["snapshot", "record", "layouts/deals.json", "--out", "snapshots", "--widths", "80", "--clients"], directory: root)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout == "Recorded 4 snapshots in snapshots.\n")
        let snapshots = root.appendingPathComponent("snapshots/layouts")
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(names == ["deals.json@80.txt", "deals.json@80@app-4.8.0.txt", "deals.json@80@app-5.0.0.txt", "deals.json@80@app-5.3.0.txt"])
        let old = try String(contentsOf: snapshots.appendingPathComponent("deals.json@80@app-4.8.0.txt"), encoding: .utf8)
        #expect(old.contains("More on sale like the walnut board") && !old.contains("Similar items on sale"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("snapshots/feedterm-snapshots.json"))) as? [String: Any])
        #expect(manifest["clients"] as? [String] == ["5.3.0", "5.0.0", "4.8.0"])
        // Checked without --clients, the folder's versions are drawn again.
        let check = try FeedtermProcess.run(["snapshot", "check", "layouts/deals.json", "--out", "snapshots"], directory: root)
        #expect(check.stdout == "All 4 snapshots match.\n", "\(check.stdout)\(check.stderr)")
        // A change to the fallback shows in 4.8.0's snapshot only, and the report puts every
        // version's screen side by side.
        let deals = layouts.appendingPathComponent("deals.json")
        let text = try String(contentsOf: deals, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"More on sale like the walnut board\"", with: "\"More on sale today\"").utf8).write(to: deals)
        let changed = try FeedtermProcess.run(["snapshot", "check", "layouts/deals.json", "--out", "snapshots"], directory: root)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("--- snapshots/layouts/deals.json@80@app-4.8.0.txt"))
        #expect(changed.stdout.contains("1 changed, 0 new, 0 missing."))
        let report = try String(contentsOf: root.appendingPathComponent("snapshots/report.html"), encoding: .utf8)
        #expect(report.contains("each app version now"))
        for caption in ["Latest app", "App 5.3.0", "App 5.0.0", "App 4.8.0"] {
            #expect(report.contains("<figcaption>\(caption)</figcaption>"))
        }
    }

    @Test func recordClientsWithoutDeclaredVersionsIsAUsageError() throws {
        let file = try FeedtermProcess.temporaryFile(#"{"type": "section_header", "section_header": {"title": "T"}}"#)
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        let output = try FeedtermProcess.run(["snapshot", "record", "layout.json", "--out", "snapshots", "--clients"], directory: directory)
        #expect(output.status == 2)
        #expect(output.stderr.contains("--clients draws each app version feedterm.json's clients names"))
    }
}
