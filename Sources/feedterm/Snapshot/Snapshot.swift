import ArgumentParser
import FeedCommands

/// `feedterm snapshot record|check|review|accept|reject`: rendered layouts as files a team reviews and CI guards.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Record how layouts look as text and SVG files, and check them later.",
        discussion: """
            record draws layouts at each width into DIR/<path below --root>@<width>.txt (the text \
            grid and its style runs) and .svg (a picture), and lists them in DIR/feedterm-snapshots.json \
            with how they were drawn. check draws them again the same way and compares: exit 0 when \
            nothing changed, 1 with a unified diff, the new, missing and unreadable ones, and \
            DIR/report.html showing old and new side by side; 2 for usage errors. A manifest keeps the \
            time the snapshots were drawn at, and check draws at it, so a coupon's expiry never fails it later. \
            check keeps what it drew of each change as pending (DIR/.pending); review shows each to \
            accept or reject full-screen, accept makes it recorded, one snapshot or all, and reject drops it.
            """,
        subcommands: [SnapshotRecord.self, SnapshotCheck.self, SnapshotReview.self, SnapshotAccept.self, SnapshotReject.self]
    )
}
