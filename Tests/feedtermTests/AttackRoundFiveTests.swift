import FeedModel
import Foundation
import Testing

/// The fifth round of attacks, each that failed now a test: secrets in what is written, a
/// manifest's bounds, file names that look like options, flows read in linear time, writes that
/// would replace what is no file, waits that never end, two options naming one file, fan-out,
/// and a flow source's port.
@Suite(.serialized) struct AttackRoundFiveTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-round5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aURLsPasswordIsMaskedAndAFlowKeepsNoLogin() {
        #expect(WebURL.redacted("http://alice:PASSWORD@host/feed/") == "http://alice:***@host/feed/")
        #expect(WebURL.redacted("https://TOKEN@host:8443/x?y=@z") == "https://***@host:8443/x?y=@z")
        #expect(WebURL.redacted("layouts/home.json") == "layouts/home.json")
        #expect(WebURL.withoutCredentials("http://alice:PASSWORD@host/") == "http://host/")
        #expect(WebURL.withoutCredentials("http://host/a@b") == "http://host/a@b", "an @ past the host is no login")
    }

    @Test func validateOfAURLWithALoginNeverPrintsThePassword() throws {
        let output = try FeedtermProcess.run(["validate", "http://alice:PASSWORD@127.0.0.1:9/home.json", "--timeout", "2"])
        #expect(output.status == 1)
        #expect(!(output.stdout + output.stderr).contains("PASSWORD"), "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("alice:***@127.0.0.1:9"), "\(output.stdout)")
    }

    /// A recording made before sources were named without their login gives a flow none, and a
    /// flow file that holds one, or a port no URL has, is refused.
    @Test func aFlowNeverHoldsALoginNorAPortPast65535() throws {
        let folder = try Self.scratch()
        let cast = folder.appendingPathComponent("old.cast")
        try Data((#"{"feedterm":{"source":"http://alice:PASSWORD@127.0.0.1:9/"},"height":30,"version":2,"width":100}"# + "\n" + #"[0.5, "i", "j"]"# + "\n").utf8).write(to: cast)
        let made = try FeedtermProcess.run(["flow", "from-cast", cast.path, "-o", folder.appendingPathComponent("flow.json").path])
        #expect(made.status == 0, "\(made.stderr)")
        let flow = try String(contentsOf: folder.appendingPathComponent("flow.json"), encoding: .utf8)
        #expect(!flow.contains("PASSWORD") && !flow.contains("alice") && flow.contains(#""source": "http://127.0.0.1:9/""#), "\(flow)")
        for (source, said) in [("http://alice:PASSWORD@127.0.0.1:9/", "holds a login"), ("http://127.0.0.1:99999/", "a port is 1 to 65535")] {
            try Data(#"{"flow": "x", "source": "\#(source)", "size": [80, 24], "steps": [{"snapshot": "a"}]}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
            let validate = try FeedtermProcess.run(["validate", folder.appendingPathComponent("bad.json").path])
            #expect(validate.status == 1 && validate.stdout.contains(said), "\(validate.stdout)")
            #expect(!validate.stdout.contains("PASSWORD"))
        }
    }

    /// A committed manifest is held to what `--widths` and `--clients` may ask, before anything
    /// is drawn: never 18 GB, never a crash.
    @Test(arguments: [
        (#"[0]"#, "widths holds 0"), (#"[100019]"#, "widths holds 100019"), (#"[1000000000]"#, "widths holds 1000000000"), (#"[]"#, "widths lists 0 widths"),
    ])
    func aManifestsWidthsAreBounded(widths: String, said: String) throws {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        let root = layouts.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Data(#"{"feedterm": "1", "format": "1.4", "color_depth": "truecolor", "widths": \#(widths), "theme": "shop", "cohort": {"flags": [], "experiments": {}}, "snapshots": []}"#.utf8).write(to: snapshots.appendingPathComponent("feedterm-snapshots.json"))
        let check = try FeedtermProcess.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots"], directory: root)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains(said) && check.stderr.contains("feedterm-snapshots.json"), "\(check.stderr)")
    }

    @Test func aManifestOfTooManyNamesOrBytesIsRefused() throws {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        let root = layouts.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let names = (0...100_000).map { "\"l/\($0).json@80\"" }.joined(separator: ",")
        try Data(#"{"feedterm": "1", "format": "1.4", "color_depth": "truecolor", "widths": [80], "theme": "shop", "cohort": {"flags": [], "experiments": {}}, "snapshots": [\#(names)]}"#.utf8).write(to: snapshots.appendingPathComponent("feedterm-snapshots.json"))
        let many = try FeedtermProcess.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots"], directory: root)
        #expect(many.status == 2 && many.stderr.contains("snapshots lists 100001 names"), "\(many.stderr)")
        try Data(repeating: UInt8(ascii: " "), count: 17 << 20).write(to: snapshots.appendingPathComponent("feedterm-snapshots.json"))
        let large = try FeedtermProcess.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots"], directory: root)
        #expect(large.status == 2, "\(large.stderr)")
    }

    @Test func aFileNamedLikeAnOptionIsAFileAfterTheDashes() throws {
        let folder = try Self.scratch()
        try Data("{\"type\": ".utf8).write(to: folder.appendingPathComponent("-h.json"))
        let output = try FeedtermProcess.run(["validate", "--", "-h.json"], directory: folder)
        #expect(output.status == 1 && output.stdout.contains("-h.json:1:"), "\(output.stdout)\(output.stderr)")
    }

    @Test func aFlowPastItsStepsIsRefusedBeforeItsStepsAreRead() throws {
        let folder = try Self.scratch()
        let steps = Array(repeating: #"{"keys": ["Down"]}"#, count: 40_000).joined(separator: ",")
        try Data(#"{"flow": "x", "source": "\#(FeedtermProcess.root.path)/layouts", "size": [80, 24], "steps": [\#(steps), {"snapshot": "a"}]}"#.utf8).write(to: folder.appendingPathComponent("big.json"))
        let output = try FeedtermProcess.run(["validate", folder.appendingPathComponent("big.json").path])
        #expect(output.status == 1 && output.stdout.contains("a flow has at most 10000 steps; found 40001"), "\(output.stdout)")
    }

    /// -o never replaces a device, even with --force; a link to a folder inside --out is never
    /// written through.
    @Test func writesReplaceOnlyFilesAndNeverFollowALinkInsideOut() throws {
        let folder = try Self.scratch()
        let cast = folder.appendingPathComponent("s.cast")
        try Data((#"{"feedterm":{},"height":30,"version":2,"width":100}"# + "\n").utf8).write(to: cast)
        let device = try FeedtermProcess.run(["flow", "from-cast", cast.path, "-o", "/dev/null", "--force"])
        #expect(device.status == 2 && device.stderr.contains("is no regular file"), "\(device.stderr)")
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        let root = layouts.deletingLastPathComponent()
        let elsewhere = try Self.scratch()
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: snapshots.appendingPathComponent("layouts"), withDestinationURL: elsewhere)
        let record = try FeedtermProcess.run(["snapshot", "record", "layouts/home.json", "--out", "snapshots", "--widths", "40"], directory: root)
        #expect(record.status == 2 && record.stderr.contains("is a link inside"), "\(record.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "nothing written outside --out")
        // A failing check keeps what it drew as pending: not through a .pending that is a link.
        try FileManager.default.removeItem(at: snapshots.appendingPathComponent("layouts"))
        #expect(try FeedtermProcess.run(["snapshot", "record", "layouts/home.json", "--out", "snapshots", "--widths", "40"], directory: root).status == 0)
        try SnapshotCommandTests.replace("Search for anything", with: "Search the shop", in: layouts.appendingPathComponent("home.json"))
        try FileManager.default.createSymbolicLink(at: snapshots.appendingPathComponent(".pending"), withDestinationURL: elsewhere)
        let check = try FeedtermProcess.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots"], directory: root)
        #expect(check.status != 0 && check.stderr.contains("is a link inside"), "\(check.stdout)\(check.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty, "nothing pending written outside --out")
    }

    /// A flow whose state is a FIFO is refused, not waited on for ever.
    @Test func aFlowsStateThatIsAFIFOIsRefused() throws {
        let folder = try Self.scratch()
        #expect(mkfifo(folder.appendingPathComponent("state.fifo").path, 0o600) == 0)
        try Data(#"{"flow": "x", "source": "\#(FeedtermProcess.root.path)/layouts", "size": [80, 24], "state": "state.fifo", "steps": [{"snapshot": "a"}]}"#.utf8).write(to: folder.appendingPathComponent("flow.json"))
        let run = try FeedtermProcess.run(["flow", "run", folder.appendingPathComponent("flow.json").path])
        #expect(run.status == 1 && run.stdout.contains("is no regular file"), "\(run.stdout)")
    }

    @Test(arguments: [["--state", "same.sqlite", "--record", "same.sqlite"], ["--record", "x.cast", "--action-log", "./x.cast"]])
    func twoOptionsNamingOneFileAreAUsageError(arguments: [String]) throws {
        let folder = try Self.scratch()
        let output = try FeedtermProcess.run(["browse", "layouts"] + arguments.map { $0.hasSuffix(".sqlite") || $0.hasSuffix(".cast") ? folder.appendingPathComponent($0).path : $0 })
        #expect(output.status == 2 && output.stderr.contains("name the same file"), "\(output.stderr)")
    }

    /// `browse --record FIFO` with no reader is refused at once, and the terminal is given back.
    @Test func recordingIntoAFIFOIsRefusedAtOnce() throws {
        let folder = try Self.scratch()
        let fifo = folder.appendingPathComponent("r.cast").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let session = try TmuxSession(["browse", "layouts", "--no-state", "--record", fifo])
        let screen = try session.waitFor("EXIT=")
        #expect(screen.contains("no regular file") || screen.contains("cannot write the recording"), "\(screen)")
        #expect(!screen.contains("EXIT=0"))
    }

    @Test func clientsFanOutToAtMostSixtyFour() throws {
        let (layouts, _) = try SnapshotCommandTests.workspace()
        let root = layouts.deletingLastPathComponent()
        // The layouts' own feedterm.json, with 65 app versions.
        let config = layouts.appendingPathComponent("feedterm.json")
        var object = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any])
        object["clients"] = (1...65).map { "1.\($0).0" }
        try JSONSerialization.data(withJSONObject: object).write(to: config)
        let record = try FeedtermProcess.run(["snapshot", "record", "layouts/home.json", "--out", "snapshots", "--clients", "--widths", "40"], directory: root)
        #expect(record.status == 2 && record.stderr.contains("--clients draws at most 64"), "\(record.stderr)")
    }
}
