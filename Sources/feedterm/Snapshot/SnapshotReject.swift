import ArgumentParser
import FeedCommands
import FeedRendering
import Foundation

/// `feedterm snapshot reject --out DIR [NAME...]`: drops what the last check drew.
struct SnapshotReject: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject",
        abstract: "Drop pending snapshots: the recorded ones stay, and the next check fails on them again.",
        discussion: "Names and globs as for accept (every pending snapshot when none is named). Exits 2 when a name matches nothing pending."
    )

    @Option(help: "The directory snapshots are kept in.", completion: .directory)
    var out: String

    @Argument(help: "The pending snapshots to drop, by name or glob (default: every one).")
    var names: [String] = []

    func run() throws {
        let count = try SnapshotPending(directory: URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL).reject(names).count
        print("Rejected \(count) pending snapshot\(count == 1 ? "" : "s").")
    }
}
