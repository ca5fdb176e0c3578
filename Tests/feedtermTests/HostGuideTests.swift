import Foundation
import Testing

/// docs/hosts.md as a host author follows it: its files written into a new package outside
/// this repository, which depends on feedterm by path, built, and run in a real terminal.
///
/// Building it takes both cores for minutes, which starved the timed end-to-end tests beside
/// it past their limits: scripts/test.sh runs it alone, after the others, as it runs
/// `FlowCatchesRegressionTests`, with FEEDTERM_BUILDS_SCRATCH_COPY=1.
@Suite(.serialized, .timeLimit(.minutes(15)))
struct HostGuideTests {
    /// The guide's files: each fenced block after a `<!-- file: PATH -->` line.
    static func files(of guide: String) -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("<!-- file: "), line.hasSuffix(" -->"), index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
                index += 1
                continue
            }
            let path = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
            var end = index + 2
            while end < lines.count, lines[end] != "```" { end += 1 }
            files.append((path, lines[(index + 2)..<end].joined(separator: "\n") + "\n"))
            index = end + 1
        }
        return files
    }

    @Test(.enabled(if: FlowCatchesRegressionTests.runsAlone, "it builds a package on feedterm: scripts/test.sh runs it alone, after the other tests"))
    func theGuidesHostBuildsOutsideTheRepositoryAndAnswersLater() throws {
        let guide = try String(contentsOf: FeedtermProcess.root.appendingPathComponent("docs/hosts.md"), encoding: .utf8)
        let files = Self.files(of: guide)
        #expect(files.map(\.path) == ["Package.swift", "Sources/MyHost/ShopNote.swift", "Sources/MyHost/main.swift", "layouts/home.json", "layouts/deals.json"])
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-host-guide-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let package = workspace.appendingPathComponent("MyHost")
        for (path, text) in files {
            let url = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // "../feedterm" is this checkout, as the guide's reader has it beside their package.
        try FileManager.default.createSymbolicLink(at: workspace.appendingPathComponent("feedterm"), withDestinationURL: FeedtermProcess.root)
        let build = try ChildProcess.outcome("/usr/bin/env", ["swift", "build"], stdin: Data(), directory: package.path)
        try #require(build.status == 0, "the guide's package builds: \(build.stdout.suffix(3000))\(build.stderr.suffix(3000))")
        #expect(!build.stdout.contains("warning:"), "\(build.stdout)")
        let session = try TmuxSession.running("'\(package.path)/.build/debug/MyHost' layouts", in: package.path, width: 80, height: 24)
        try session.waitFor("Back on Monday")
        try session.send("Tab")
        try session.send("Enter")
        try session.waitFor("Liking…")
        // Keys work while the host likes: Deals opens before the answer comes.
        try session.send("2")
        let deals = try session.waitFor { $0.split(separator: "\n").dropFirst().first?.trimmingCharacters(in: .whitespaces) == "Deals" }
        #expect(!deals.contains("Liked"), "Deals opened while the host was still answering")
        try session.waitFor("Liked")
        try session.send("q")
        #expect(try session.waitFor("EXIT=").contains("EXIT=0"))
    }
}
