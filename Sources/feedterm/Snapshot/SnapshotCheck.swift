import ArgumentParser
import Foundation

/// `feedterm snapshot check PATHS... --out DIR`: draws again and compares with what DIR holds.
struct SnapshotCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Draw every layout again and compare with the snapshots in DIR.",
        discussion: """
            Exits 0 when every snapshot matches. Otherwise prints a unified diff of each changed \
            snapshot's text and lists the new and missing ones, writes DIR/report.html (old and new \
            pictures side by side, with an overlay), and exits 1. Exits 2 for usage errors, such as \
            a DIR with nothing recorded.
            """
    )

    @OptionGroup var options: SnapshotOptions

    func run() throws {
        let directory = options.directory
        let recordedNames = SnapshotCase.recorded(in: directory)
        guard !recordedNames.isEmpty else {
            throw ValidationError("\(options.out) holds no snapshots: run 'feedterm snapshot record' first.")
        }
        let (cases, unreadable) = try options.render()
        var changes = SnapshotChanges()
        for snapshot in cases {
            let textURL = directory.appendingPathComponent(SnapshotCase.textFile(snapshot.name))
            guard let recorded = try? String(contentsOf: textURL, encoding: .utf8) else {
                changes.added.append(snapshot)
                continue
            }
            if recorded != snapshot.text {
                let oldSVG = (try? String(contentsOf: directory.appendingPathComponent(SnapshotCase.svgFile(snapshot.name)), encoding: .utf8)) ?? ""
                changes.changed.append(.init(snapshot: snapshot, oldText: recorded, oldSVG: oldSVG))
            }
        }
        let current = Set(cases.map(\.name))
        for name in recordedNames where !current.contains(name) {
            let svg = (try? String(contentsOf: directory.appendingPathComponent(SnapshotCase.svgFile(name)), encoding: .utf8)) ?? ""
            changes.missing.append((name, svg))
        }
        for line in unreadable {
            FileHandle.standardError.write(Data("error: \(line)\n".utf8))
        }
        let reportURL = directory.appendingPathComponent("report.html")
        guard !changes.isEmpty else {
            // A report left from an earlier failing check would now mislead.
            try? FileManager.default.removeItem(at: reportURL)
            print("All \(cases.count) snapshots match.")
            if !unreadable.isEmpty { throw ExitCode(ExitStatus.documentError) }
            return
        }
        for change in changes.changed {
            print(UnifiedDiff.text(old: change.oldText, new: change.snapshot.text, oldName: "\(options.out)/\(SnapshotCase.textFile(change.snapshot.name))", newName: "now"))
        }
        for snapshot in changes.added {
            print("new: \(snapshot.name) (not recorded)")
        }
        for (name, _) in changes.missing {
            print("missing: \(name) (recorded, but no layout makes it now)")
        }
        try Data(SnapshotReportPage.html(for: changes, matching: cases.count - changes.changed.count - changes.added.count).utf8).write(to: reportURL, options: .atomic)
        print("\(changes.summary). Report: \(reportURL.path)")
        throw ExitCode(ExitStatus.documentError)
    }
}
