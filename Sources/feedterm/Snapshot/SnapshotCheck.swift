import ArgumentParser
import FeedCommands
import FeedFiles
import FeedModel
import FeedRendering
import Foundation

/// `feedterm snapshot check PATHS... --out DIR`: draws again, as the folder's manifest says
/// they were recorded, and compares with what DIR holds.
struct SnapshotCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Draw layouts again and compare with the snapshots in DIR.",
        discussion: """
            Draws with the widths, theme and cohort the snapshots were recorded with, unless options \
            say otherwise (and then says how they differ). Exits 0 when every snapshot matches. \
            Otherwise prints a unified diff of each changed snapshot's text, the new and missing ones \
            and the layouts that cannot be read, writes DIR/report.html (old and new pictures side by \
            side, changed rows marked, with an overlay), keeps what it drew as pending for review and accept, \
            and exits 1. Exits 2 for usage errors, such as a DIR with nothing recorded.
            """
    )

    @OptionGroup var options: SnapshotOptions

    func run() throws {
        options.limitOptions.applyMemoryBudget()
        let directory = options.directory
        guard let manifest = try SnapshotManifest.load(from: directory) else {
            throw ValidationError("\(options.out) holds no recorded snapshots (no \(SnapshotManifest.fileName)): run 'feedterm snapshot record' first.")
        }
        let loaded = try options.configOptions.load(near: options.paths.first)
        loaded.printWarnings()
        let settings = try SnapshotSettings(options: options, manifest: manifest, config: loaded.config)
        let differences = settings.manifest(listing: manifest.snapshots).differences(from: manifest)
        if !differences.isEmpty {
            ProcessOutput.error("Note: checking with \(differences.joined(separator: ", ")).\n")
        }
        // Traces of the last check would mislead: each flow writes its own again.
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(FlowSnapshots.tracesFolderName))
        let rendering = try options.render(settings, config: loaded, checking: true)
        let cases = rendering.cases
        var changes = try compare(cases, with: manifest, in: directory, at: settings.widths, skipping: rendering.unreadable, unreadable: rendering.unreadable.count)
        changes.failedFlows = rendering.failedFlows
        options.printUnreadable(rendering.problems)
        // What was drawn of each change stays, to accept without drawing again; a case that
        // matches again is no longer pending.
        try options.writing(directory.appendingPathComponent(SnapshotPending.folderName)) {
            try SnapshotPending(directory: directory).keep(changes, drawn: cases.map(\.name))
        }
        let reportURL = directory.appendingPathComponent("report.html")
        guard !changes.isEmpty || changes.unreadable > 0 else {
            // A report left from an earlier failing check would now mislead.
            try? FileManager.default.removeItem(at: reportURL)
            print(cases.count == 1 ? "The 1 snapshot matches." : "All \(cases.count) snapshots match.")
            return
        }
        let styles = options.colorOptions.styles()
        for change in changes.changed {
            let oldName = TextSanitizer.printableLine(Self.display(options.out, SnapshotCase.textFile(change.snapshot.name)))
            if let context = change.snapshot.context {
                print(styles.bold(context))
            }
            print(styles.coloredDiff(UnifiedDiff.text(old: change.oldText, new: change.snapshot.text, oldName: oldName, newName: "now")))
        }
        for snapshot in changes.added {
            print("new: \(TextSanitizer.printableLine(snapshot.name)) (not recorded)")
        }
        for (name, _) in changes.missing {
            print("missing: \(TextSanitizer.printableLine(name)) (recorded, but no layout makes it now)")
        }
        var summary = styles.error(changes.summary) + "."
        if !changes.isEmpty {
            try options.writing(reportURL) {
                let page = SnapshotReportPage.html(for: changes, matching: cases.count - changes.changed.count - changes.added.count, versions: Self.versionGroups(of: cases, touchedBy: changes), out: options.out)
                try Data(page.utf8).write(to: reportURL, options: .atomic)
            }
            summary += " Report: \(reportURL.path)"
        }
        print(summary)
        if !changes.isEmpty { print(TextSanitizer.printableLine(SnapshotPending.hint(out: options.out))) }
        throw ExitCode(ExitStatus.documentError)
    }

    /// The changes between what the layouts draw now and what `manifest` lists: only the
    /// snapshots of the layouts named, at the `widths` drawn now, count as missing (`--widths
    /// 60` checks one width, not three missing ones), and an unreadable layout's are skipped.
    private func compare(_ cases: [SnapshotCase], with manifest: SnapshotManifest, in directory: URL, at widths: [Int], skipping unreadableLayouts: Set<String>, unreadable: Int) throws -> SnapshotChanges {
        var changes = SnapshotChanges(unreadable: unreadable)
        let listed = Set(manifest.snapshots)
        for snapshot in cases {
            let textURL = directory.appendingPathComponent(SnapshotCase.textFile(snapshot.name))
            guard listed.contains(snapshot.name), let recorded = Self.recordedText(at: textURL) else {
                changes.added.append(snapshot)
                continue
            }
            if recorded != snapshot.text {
                let oldSVG = Self.recordedText(at: directory.appendingPathComponent(SnapshotCase.svgFile(snapshot.name))) ?? ""
                changes.changed.append(.init(snapshot: snapshot, oldText: recorded, oldSVG: oldSVG))
            }
        }
        let made = Set(cases.map(\.name))
        for name in manifest.snapshots where !made.contains(name) && !unreadableLayouts.contains(SnapshotCase.layout(of: name))
            && SnapshotCase.width(of: name).map(widths.contains) != false {
            guard try options.covers(name) else { continue }
            let svg = Self.recordedText(at: directory.appendingPathComponent(SnapshotCase.svgFile(name))) ?? ""
            changes.missing.append((name, svg))
        }
        return changes
    }

    /// For each layout and width drawn for several app versions whose snapshots changed or are
    /// new, every version's snapshot, in the order drawn (the latest app first).
    static func versionGroups(of cases: [SnapshotCase], touchedBy changes: SnapshotChanges) -> [[SnapshotCase]] {
        let touched = Set((changes.changed.map(\.snapshot) + changes.added).map { SnapshotCase.withoutAppVersion($0.name) })
        var groups: [Substring: [SnapshotCase]] = [:], order: [Substring] = []
        for snapshot in cases {
            let base = SnapshotCase.withoutAppVersion(snapshot.name)
            guard touched.contains(base) else { continue }
            if groups[base] == nil { order.append(base) }
            groups[base, default: []].append(snapshot)
        }
        return order.compactMap { groups[$0] }.filter { $0.count > 1 }
    }

    /// A recorded snapshot's text, read within the limits every file is read with; nil when
    /// it is not there or not UTF-8 (it then counts as new).
    private static func recordedText(at url: URL) -> String? {
        (try? DocumentFile.contents(ofFile: url.path)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// `out/file` without a doubled slash, however `--out` was written.
    static func display(_ out: String, _ file: String) -> String {
        var folder = Substring(out)
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder == "/" ? "/" + file : folder + "/" + file
    }
}
