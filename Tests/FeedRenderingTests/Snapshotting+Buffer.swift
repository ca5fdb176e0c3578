import FeedRendering
import Foundation
import SnapshotTesting
import Testing

extension Snapshotting where Value == Buffer, Format == String {
    /// A buffer as its text grid followed by its style runs (see `SnapshotSerializer`).
    static var cells: Snapshotting { Snapshotting<String, String>.lines.pullback { SnapshotSerializer.string(of: $0) } }
}

/// Compares a buffer with `Snapshots/<folder>/<group>.<name>.txt` at the top of the repository.
///
/// A missing reference is recorded and the test fails; `SNAPSHOT_TESTING_RECORD=all` re-records
/// every one, and CI runs with `never`, so nothing is written there.
func assertBufferSnapshot(
    _ buffer: Buffer, folder: String, group: String, name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = repositoryRoot.appendingPathComponent("Snapshots").appendingPathComponent(folder)
    let failure = verifySnapshot(of: buffer, as: .cells, named: name, snapshotDirectory: directory.path, testName: group)
    if let failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// The repository's root, found from this file's place in Tests/FeedRenderingTests.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
