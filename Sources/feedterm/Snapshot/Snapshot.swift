import ArgumentParser

/// `feedterm snapshot record|check`: rendered layouts as files a team reviews and CI guards.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record how layouts look as text and SVG files, and check them later.",
        discussion: """
            record draws every layout at each width into DIR/<relative path>@<width>.txt (the text \
            grid and its style runs) and .svg (a picture). check draws them again and compares: \
            exit 0 when nothing changed, 1 with a unified diff, the new and missing snapshots, and \
            DIR/report.html showing old and new side by side; 2 for usage errors. See docs/snapshots.md.
            """,
        subcommands: [SnapshotRecord.self, SnapshotCheck.self]
    )
}
