import Foundation
import Testing

/// `validate` of the project's own files, named beside its layouts as a shell glob names them:
/// each is checked as what it is (a config, a snapshot manifest), with its places, never as a
/// layout (FT200).
struct ValidateProjectFilesTests {
    @Test func aGlobOverTheBundledShopsTopFolderPassesConfigIncluded() throws {
        let layouts = FeedtermProcess.root.appendingPathComponent("layouts")
        let files = try FileManager.default.contentsOfDirectory(atPath: layouts.path).filter { $0.hasSuffix(".json") }.sorted().map { "layouts/" + $0 }
        #expect(files.contains("layouts/feedterm.json"))
        let output = try FeedtermProcess.run(["validate", "--strict", "--"] + files)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(!output.stdout.contains("FT200"), "\(output.stdout)")
    }

    /// A config that refuses itself is the config of its own folder too: validate ends as every
    /// command does under a refused config, exit 2, the problem at its place.
    @Test func aConfigsUnknownKeyIsAWarningAtItsPlaceAndWhatRefusesItAnError() throws {
        let unknown = try FeedtermProcess.temporaryFile("{\n  \"clients\": [\"5.0.0\"],\n  \"clinets\": []\n}\n", name: "feedterm.json")
        let warned = try FeedtermProcess.run(["validate", unknown])
        #expect(warned.status == 0, "\(warned.stdout)")
        #expect(warned.stdout.contains("feedterm.json:3:3: warning: $.clinets:"), "\(warned.stdout)")
        #expect(warned.stdout.contains("[FT310]") && !warned.stdout.contains("FT200"), "\(warned.stdout)")
        let refused = try FeedtermProcess.temporaryFile("{\"clients\": \"5.0.0\"}\n", name: "feedterm.json")
        let failed = try FeedtermProcess.run(["validate", refused])
        #expect(failed.status == 2, "\(failed.stdout)")
        #expect(failed.stderr.contains("feedterm.json:1:13: error: $.clients: expected an array, found a string [FT302]"), "\(failed.stderr)")
    }

    @Test func aSnapshotManifestIsCheckedAsAManifest() throws {
        let good = #"{"feedterm": "1.2.0", "format": "1.3", "widths": [80], "theme": "shop", "cohort": {"flags": [], "experiments": {}}, "color_depth": "truecolor", "snapshots": []}"#
        let passed = try FeedtermProcess.run(["validate", try FeedtermProcess.temporaryFile(good, name: "feedterm-snapshots.json")])
        #expect(passed.status == 0, "\(passed.stdout)")
        let broken = try FeedtermProcess.run(["validate", try FeedtermProcess.temporaryFile(#"{"widths": "80"}"#, name: "feedterm-snapshots.json")])
        #expect(broken.status == 1, "\(broken.stdout)")
        #expect(broken.stdout.contains("feedterm-snapshots.json:1:") && !broken.stdout.contains("FT200"), "\(broken.stdout)")
    }
}
