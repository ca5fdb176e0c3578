import Foundation
import Testing

/// The repository's `.pre-commit-hooks.yaml`, run by the real pre-commit (from PyPI; scripts/
/// setup.sh --hooks installs it) in a team's scratch git repository, with the feedterm that
/// was built on PATH.
@Suite(.serialized) struct PreCommitTests {
    /// The python3 on PATH, which pip installed pre-commit for.
    static let python = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/python3" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let hasPreCommit: Bool = {
        guard let python else { return false }
        return (try? ChildProcess.outcome(python, ["-c", "import pre_commit"], stdin: Data(), environment: [:], directory: nil).status) == 0
    }()

    /// `COMMAND ARGUMENTS` in `directory`, with the built feedterm first on PATH.
    static func run(_ command: String, _ arguments: [String], in directory: URL, home: URL) throws -> ChildProcess.Outcome {
        let path = FeedtermProcess.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = ["PATH": path, "PRE_COMMIT_HOME": home.path, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"]
        return try ChildProcess.outcome(command, arguments, stdin: Data(), environment: environment, directory: directory.path)
    }

    /// The `.pre-commit-config.yaml` docs/snapshots.md shows, with `repo:` made `repo`.
    static func documentedConfig(repo: String) throws -> String {
        let page = try String(contentsOf: FeedtermProcess.root.appendingPathComponent("docs/snapshots.md"), encoding: .utf8)
        let start = try #require(page.range(of: "# .pre-commit-config.yaml\n"))
        let block = String(page[start.upperBound...].prefix { $0 != "`" })
        return block.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("- repo: ") ? "  - repo: \(repo)" : String(line)
        }.joined(separator: "\n")
    }

    @Test func theDocumentedRevIsACommitOfThisRepository() throws {
        let config = try Self.documentedConfig(repo: "here")
        let rev = try #require(config.split(separator: "\n").first { $0.contains("rev: ") }?.split(separator: " ").last.map(String.init))
        let home = FileManager.default.temporaryDirectory
        let kind = try Self.run("/usr/bin/git", ["cat-file", "-t", rev], in: FeedtermProcess.root, home: home)
        #expect(kind.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "commit", "rev \(rev) is no commit here: \(kind.stderr)")
        let hooks = try Self.run("/usr/bin/git", ["show", "\(rev):.pre-commit-hooks.yaml"], in: FeedtermProcess.root, home: home)
        #expect(hooks.stdout.contains("- id: feedterm-validate") && hooks.stdout.contains("- id: feedterm-snapshot-check"), "\(hooks.stderr)")
    }

    @Test(.enabled(if: hasPreCommit, "pre-commit is not installed here and could not be: scripts/setup.sh --hooks installs it from PyPI"))
    func aBrokenLayoutBlocksTheCommitAndAGoodOnePasses() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-pre-commit-\(UUID().uuidString)")
        let team = scratch.appendingPathComponent("team"), home = scratch.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: team, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath(), to: team.appendingPathComponent("layouts"))
        // docs/snapshots.md's config as a team copies it, its `rev` as written, with `repo:`
        // pointed at this checkout instead of the team's server.
        try Data(try Self.documentedConfig(repo: FeedtermProcess.root.path).utf8).write(to: team.appendingPathComponent(".pre-commit-config.yaml"))
        let recorded = try Self.run(FeedtermProcess.binary.path, ["snapshot", "record", "layouts/", "--out", "snapshots/", "--widths", "60"], in: team, home: home)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let python = try #require(Self.python)
        for step in [["init", "-q"], ["add", "-A"]] {
            #expect(try Self.run("/usr/bin/git", step, in: team, home: home).status == 0)
        }
        let install = try Self.run(python, ["-m", "pre_commit", "install"], in: team, home: home)
        #expect(install.status == 0, "\(install.stderr)")
        let good = try Self.run("/usr/bin/git", ["commit", "-q", "-m", "layouts"], in: team, home: home)
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        let home_ = team.appendingPathComponent("layouts/home.json")
        let text = try String(contentsOf: home_, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""placeholder""#, with: #""placehodler""#).utf8).write(to: home_)
        let broken = try Self.run("/usr/bin/git", ["commit", "-q", "-a", "-m", "typo"], in: team, home: home)
        #expect(broken.status != 0, "the broken layout was committed")
        let said = broken.stdout + broken.stderr
        #expect(said.contains("layouts/home.json:") && said.contains(": error: ") && said.contains("[FT300]"), "\(said)")
        #expect(try Self.run("/usr/bin/git", ["log", "--oneline"], in: team, home: home).stdout.split(separator: "\n").count == 1)
        // A valid layout that looks different is stopped by the snapshot check, with its diff.
        try Data(text.replacingOccurrences(of: "Search for anything", with: "Search the shop").utf8).write(to: home_)
        let changed = try Self.run("/usr/bin/git", ["commit", "-q", "-a", "-m", "placeholder"], in: team, home: home)
        #expect(changed.status != 0)
        #expect((changed.stdout + changed.stderr).contains("+│ ⌕ Search the shop"), "\(changed.stdout)\(changed.stderr)")
    }

    /// File names are never options: a malformed layout named `-h.json` stops the commit (it
    /// used to print help and pass), and valid ones named `--strict.json` and `-rf.json` pass.
    @Test(.enabled(if: hasPreCommit, "pre-commit is not installed here and could not be: scripts/setup.sh --hooks installs it from PyPI"))
    func fileNamesThatLookLikeOptionsAreCheckedAsFiles() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-pre-commit-names-\(UUID().uuidString)")
        let team = scratch.appendingPathComponent("team"), home = scratch.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: team.appendingPathComponent("layouts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let config = try Self.documentedConfig(repo: FeedtermProcess.root.path).split(separator: "\n").filter { !$0.contains("snapshot-check") && !$0.contains("args:") }.joined(separator: "\n")
        try Data(config.utf8).write(to: team.appendingPathComponent(".pre-commit-config.yaml"))
        let module = #"{"type": "section_header", "section_header": {"title": "Gifts"}}"#
        for name in ["--strict.json", "-rf.json"] {
            try Data(module.utf8).write(to: team.appendingPathComponent(name))
        }
        let python = try #require(Self.python)
        for step in [["init", "-q"], ["add", "-A"]] {
            #expect(try Self.run("/usr/bin/git", step, in: team, home: home).status == 0)
        }
        #expect(try Self.run(python, ["-m", "pre_commit", "install"], in: team, home: home).status == 0)
        let good = try Self.run("/usr/bin/git", ["commit", "-q", "-m", "odd names"], in: team, home: home)
        #expect(good.status == 0, "valid layouts with odd names pass: \(good.stdout)\(good.stderr)")
        try Data("{\"type\": \"section_header\", \"section_header\": {".utf8).write(to: team.appendingPathComponent("-h.json"))
        _ = try Self.run("/usr/bin/git", ["add", "-A"], in: team, home: home)
        let broken = try Self.run("/usr/bin/git", ["commit", "-q", "-m", "broken"], in: team, home: home)
        #expect(broken.status != 0, "a malformed -h.json is checked, not read as -h")
        #expect((broken.stdout + broken.stderr).contains("-h.json:1:"), "\(broken.stdout)\(broken.stderr)")
    }
}
