import Foundation
import Testing

/// `feedterm lsp` in real clients: pytest-lsp's client (on pygls) and Debian's Neovim. Both are
/// installed by scripts/setup.sh --editors when missing; where one cannot be, its test says so
/// and is skipped.
@Suite(.serialized) struct EditorEndToEndTests {
    /// The python3 on PATH, where setup's pip installs pytest-lsp.
    static let python: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    static let hasPytestLSP: Bool = python.map { (try? ChildProcess.outcome($0, ["-c", "import pytest_lsp"]))?.status == 0 } ?? false
    static let neovim: String? = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: hasPytestLSP, "pytest-lsp is not installed here and could not be: scripts/setup.sh --editors installs it with pip"))
    func aPythonLSPClientDrivesTheServerFromStartToEnd() throws {
        let outcome = try ChildProcess.outcome(
            try #require(Self.python), ["-m", "pytest", "-q", "-p", "no:cacheprovider", "Tests/lsp"],
            stdin: Data(), environment: ["FEEDTERM": FeedtermProcess.binary.path], directory: FeedtermProcess.root.path
        )
        #expect(outcome.status == 0, "\(outcome.stdout)\n\(outcome.stderr)")
        #expect(outcome.stdout.contains("4 passed"), "\(outcome.stdout)")
    }

    @Test(.enabled(if: neovim != nil, "Neovim is not installed here and could not be: scripts/setup.sh --editors installs it with apt"))
    func neovimShowsTheDiagnosticAppliesTheFixAndHovers() throws {
        // A copy of the shop with one misspelled key, so the repository's files stay as they are.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-nvim-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let layouts = directory.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FeedtermProcess.root.appendingPathComponent("layouts").resolvingSymlinksInPath(), to: layouts)
        let home = layouts.appendingPathComponent("home.json")
        let text = try String(contentsOf: home, encoding: .utf8)
        try text.replacingOccurrences(of: "\"placeholder\": \"Search", with: "\"placeholdr\": \"Search").write(to: home, atomically: true, encoding: .utf8)
        let results = directory.appendingPathComponent("results.tsv")
        let outcome = try ChildProcess.outcome(
            try #require(Self.neovim), ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", "luafile Tests/lsp/nvim_check.lua"],
            stdin: Data(), environment: ["FEEDTERM": FeedtermProcess.binary.path, "FILE": home.path, "OUT": results.path], directory: FeedtermProcess.root.path
        )
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = try String(contentsOf: results, encoding: .utf8).split(separator: "\n").map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
        func values(_ name: String) -> [String] { lines.filter { $0.first == name }.compactMap { $0.last } }
        #expect(values("diagnostic") == ["9:9 FT300 $.modules[0].search_bar.placeholder: required key 'placeholder' is missing (found 'placeholdr': did you mean 'placeholder'?); module dropped"])
        #expect(values("applied") == ["Rename 'placeholdr' to 'placeholder'"])
        #expect(values("cleared") == ["true"])
        #expect(values("hover").first?.contains("**`search_bar`** module") == true)
        #expect(values("hover").first?.contains("Search for anything") == true)
        #expect(values("completion").first?.split(separator: ",").contains("listing_grid") == true)
        #expect(values("definition") == [layouts.appendingPathComponent("deals.json").standardizedFileURL.absoluteString])
        #expect(values("error").isEmpty, "\(values("error"))")
    }
}
