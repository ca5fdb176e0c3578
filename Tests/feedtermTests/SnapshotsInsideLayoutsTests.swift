import Foundation
import Testing

/// A snapshots folder kept inside the layouts folder (`--out layouts/snapshots`, beside
/// home.json, a natural first layout): never read as layouts, so record, check and
/// `validate --strict` of the layouts are clean right after a record.
struct SnapshotsInsideLayoutsTests {
    @Test func aSnapshotsFolderInsideTheLayoutsIsNeverALayout() throws {
        let (layouts, _) = try SnapshotCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: layouts.deletingLastPathComponent()) }
        let count = SnapshotCommandTests.layoutCount(in: layouts)
        let record = try SnapshotCommandTests.run(["snapshot", "record", "layouts", "--out", "layouts/snapshots", "--widths", "40"], in: layouts)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("Recorded \(count) snapshots"), "the first record does not read its own --out: \(record.stdout)")
        let check = try SnapshotCommandTests.run(["snapshot", "check", "layouts", "--out", "layouts/snapshots"], in: layouts)
        #expect(check.status == 0 && check.stdout == "All \(count) snapshots match.\n", "\(check.stdout)\(check.stderr)")
        let validate = try SnapshotCommandTests.run(["validate", "--strict", "layouts"], in: layouts)
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout == "\(count) files checked: 0 errors, 0 warnings\n", "the manifest's folder is left out: \(validate.stdout)")
        // Wherever such a folder is, and however it is named, a manifest marks it.
        try FileManager.default.moveItem(at: layouts.appendingPathComponent("snapshots"), to: layouts.appendingPathComponent("listings/kept"))
        let moved = try SnapshotCommandTests.run(["validate", "--strict", "layouts"], in: layouts)
        #expect(moved.stdout == "\(count) files checked: 0 errors, 0 warnings\n", "\(moved.stdout)")
        // Named on its own, a manifest is still checked as one.
        let named = try SnapshotCommandTests.run(["validate", "layouts/listings/kept/feedterm-snapshots.json"], in: layouts)
        #expect(named.status == 0 && named.stdout == "1 file checked: 0 errors, 0 warnings\n", "\(named.stdout)")
    }
}
