import ArgumentParser
import Foundation

/// `feedterm snapshot record PATHS... --out DIR`: writes every snapshot, and removes the ones
/// no layout makes any more, so DIR is exactly what the layouts look like now.
struct SnapshotRecord: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Draw every layout at each width into DIR as .txt and .svg files."
    )

    @OptionGroup var options: SnapshotOptions

    func run() throws {
        let (cases, unreadable) = try options.render()
        let directory = options.directory
        let manager = FileManager.default
        for snapshot in cases {
            for (file, contents) in [(SnapshotCase.textFile(snapshot.name), snapshot.text), (SnapshotCase.svgFile(snapshot.name), snapshot.svg)] {
                let url = directory.appendingPathComponent(file)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url, options: .atomic)
            }
        }
        let current = Set(cases.map(\.name))
        let stale = SnapshotCase.recorded(in: directory).filter { !current.contains($0) }
        for name in stale {
            try? manager.removeItem(at: directory.appendingPathComponent(SnapshotCase.textFile(name)))
            try? manager.removeItem(at: directory.appendingPathComponent(SnapshotCase.svgFile(name)))
        }
        for line in unreadable {
            FileHandle.standardError.write(Data("error: \(line)\n".utf8))
        }
        let removed = stale.isEmpty ? "" : ", removed \(stale.count) no layout makes any more"
        print("Recorded \(cases.count) snapshots in \(options.out)\(removed).")
        if !unreadable.isEmpty {
            throw ExitCode(ExitStatus.documentError)
        }
    }
}
