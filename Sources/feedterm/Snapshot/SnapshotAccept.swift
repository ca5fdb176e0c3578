import ArgumentParser
import FeedCommands
import FeedRendering
import Foundation

/// `feedterm snapshot accept --out DIR [NAME...]`: what the last check drew becomes recorded.
struct SnapshotAccept: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accept what the last check drew: write the pending snapshots as record would.",
        discussion: """
            snapshot check keeps each changed, new or missing snapshot it finds as pending in \
            DIR/.pending. accept writes the ones named (all of them when none is named; a glob such \
            as 'layouts/*.json@80' matches names) exactly as a fresh record of them would, removes a \
            missing one's files, updates DIR/feedterm-snapshots.json, and leaves every other \
            snapshot as it is. Names are the ones check printed: shop/home.json@80, \
            flows/cart.json@ordered, home.json@80@app-5.0.0. Exits 2 when a name matches nothing pending.
            """
    )

    @Option(help: "The directory snapshots are kept in.", completion: .directory)
    var out: String

    @Argument(help: "The pending snapshots to accept, by name or glob (default: every one).")
    var names: [String] = []

    func run() throws {
        let pending = SnapshotPending(directory: URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL)
        for line in try pending.acceptance(names, shownAs: out) {
            print(TextSanitizer.printableLine(line))
        }
    }
}
