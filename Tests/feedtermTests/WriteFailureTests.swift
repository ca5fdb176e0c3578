import Foundation
import Testing

/// A full disk or a closed output is a clear message and exit 1: never a trap, never a silent 0.
struct WriteFailureTests {
    /// `feedterm ARGUMENTS > /dev/full`, through a shell: its status and its stderr.
    static func intoFullDisk(_ arguments: [String]) throws -> (status: String, stderr: String) {
        let command = ([FeedtermProcess.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let outcome = try ChildProcess.outcome("/bin/sh", ["-c", "\(command) > /dev/full; echo STATUS=$?"], stdin: Data(), environment: [:], directory: FeedtermProcess.root.path)
        return (outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines), outcome.stderr)
    }

    @Test(arguments: [["preview", "layouts/home.json"], ["validate", "layouts"], ["schema"], ["preview", "layouts/home.json", "--watch"]])
    func outputToAFullDiskExitsOneSayingWhy(arguments: [String]) throws {
        let (status, stderr) = try Self.intoFullDisk(arguments)
        #expect(status == "STATUS=1", "\(arguments): \(stderr)")
        #expect(stderr.contains("feedterm: cannot write the output: No space left on device"))
    }

    @Test func anActionLogOnAFullDiskIsReportedWhenTheBrowserEnds() throws {
        let session = try TmuxSession(["browse", "--no-state", "--action-log", "/dev/full"])
        _ = try session.waitFor("Winter Sale")
        try session.send("Tab")
        try session.send("Enter")
        _ = try session.settled()
        try session.send("q")
        let screen = try session.waitFor("EXIT=")
        #expect(screen.contains("EXIT=1"))
        #expect(screen.replacingOccurrences(of: "\n", with: "").contains("the action log /dev/full stopped being written: No space left on device"))
    }
}
