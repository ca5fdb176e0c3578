import ArgumentParser
import FeedCommands
import FeedRendering
import Foundation

/// `feedterm snapshot record PATHS... --out DIR`: writes the snapshots of the layouts named,
/// and lists them in the folder's manifest. Snapshots of other layouts are left alone; those
/// no layout makes any more are removed only with `--prune`, and only if the manifest lists them.
struct SnapshotRecord: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Draw layouts at each width into DIR as .txt and .svg files.",
        discussion: """
            Snapshots are named by the layout's path below --root (default: the current directory), \
            however the path is written. Recording some layouts touches only their snapshots. A folder \
            that was recorded before keeps its widths, theme and cohort unless options say otherwise.
            """
    )

    @OptionGroup var options: SnapshotOptions

    @Flag(help: "Remove the recorded snapshots no layout makes any more: of layouts that are gone, and widths no longer drawn.")
    var prune = false

    func run() throws {
        options.limitOptions.applyMemoryBudget()
        let loaded = try options.configOptions.load(near: options.paths.first)
        loaded.printWarnings()
        let directory = options.directory
        let previous = try SnapshotManifest.load(from: directory)
        let settings = try SnapshotSettings(options: options, manifest: previous, config: loaded.config)
        let rendering = try options.render(settings, config: loaded, checking: false)
        let (cases, unreadable, unreadableLayouts) = (rendering.cases, rendering.problems, rendering.unreadable)
        for snapshot in cases {
            for (file, contents) in [(SnapshotCase.textFile(snapshot.name), snapshot.text), (SnapshotCase.svgFile(snapshot.name), snapshot.svg)] {
                let url = try OutputFile.inside(directory, file)
                try options.writing(url) {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(contents.utf8).write(to: url, options: .atomic)
                }
            }
        }
        let made = Set(cases.map(\.name))
        let listed = previous?.snapshots ?? []
        // An unreadable layout's snapshots are kept: it still exists, and will be fixed.
        let stale = try listed.filter { !made.contains($0) && !unreadableLayouts.contains(SnapshotCase.layout(of: $0)) }.filter(isStale)
        let kept = listed.filter { !made.contains($0) && !(prune && stale.contains($0)) }
        try options.writing(directory.appendingPathComponent(SnapshotManifest.fileName)) {
            try settings.manifest(listing: Array(made) + kept).save(to: directory)
        }
        if prune {
            for name in stale {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(SnapshotCase.textFile(name)))
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(SnapshotCase.svgFile(name)))
            }
        }
        options.printUnreadable(unreadable)
        print("Recorded \(cases.count) snapshots in \(TextSanitizer.printableLine(options.out)).")
        if let previous, !kept.isEmpty, case let changes = settings.manifest(listing: []).differences(from: previous), !changes.isEmpty {
            print("Note: recorded with \(changes.joined(separator: ", ")); the \(kept.count) snapshots not recorded now were made the old way: record every layout again.")
        }
        if !stale.isEmpty {
            let names = stale.map { "  \(TextSanitizer.printableLine($0))" }.joined(separator: "\n")
            print(prune ? "Removed \(stale.count) no layout makes any more:\n\(names)" : "Kept \(stale.count) no layout makes any more (--prune removes them):\n\(names)")
        }
        if !unreadable.entries.isEmpty {
            throw ExitCode(ExitStatus.documentError)
        }
    }

    /// Whether no layout makes the recorded snapshot `name` any more: its layout is gone, or
    /// is named here (and was read) but no longer drawn at its width.
    private func isStale(_ name: String) throws -> Bool {
        let layout = SnapshotCase.layout(of: name)
        let path = URL(fileURLWithPath: options.rootPath).appendingPathComponent(layout).path
        guard FileManager.default.fileExists(atPath: path) else { return true }
        return try options.covers(name)
    }
}
