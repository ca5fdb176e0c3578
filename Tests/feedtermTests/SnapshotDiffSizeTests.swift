@testable import FeedCommands
import Foundation
import Testing

/// A snapshot's diff is about as long as the change: each row's style runs stand under it, so
/// a row that goes changes its own lines, not the numbers of every row below it.
struct SnapshotDiffSizeTests {
    /// The changed lines (`-` or `+`, not the file headers) of the diff `check` printed for `name`.
    static func changedLines(of name: String, in output: String) -> [Substring] {
        guard let start = output.range(of: "--- snapshots/\(name).txt\n") else { return [] }
        let rest = output[start.upperBound...]
        let end = rest.range(of: "\n--- ")?.lowerBound ?? rest.endIndex
        return rest[..<end].split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("+++") }
    }

    @Test func oneRemovedRowOfTextIsAFewChangedLines() throws {
        let (layouts, snapshots) = try SnapshotCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: layouts.deletingLastPathComponent()) }
        _ = try SnapshotCommandTests.run(["snapshot", "record", "layouts/home.json", "--out", "snapshots", "--widths", "80"], in: layouts)
        // The Home section header's subtitle: one row of text, with its style.
        try SnapshotCommandTests.replace(#""subtitle": "Boards and trays, oiled by hand","#, with: "", in: layouts.appendingPathComponent("home.json"))
        let check = try SnapshotCommandTests.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots"], in: layouts)
        #expect(check.status == 1)
        let changed = Self.changedLines(of: "layouts/home.json@80", in: check.stdout)
        #expect(changed.contains { $0.hasPrefix("-│Boards and trays, oiled by hand") }, "\(check.stdout)")
        #expect(!changed.isEmpty && changed.count <= 16, "\(changed.count) changed lines:\n\(changed.joined(separator: "\n"))")
        _ = snapshots
    }

    @Test func aChangeOfStyleAloneIsTheLineOfThatRowsStyle() throws {
        let (layouts, _) = try SnapshotCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: layouts.deletingLastPathComponent()) }
        _ = try SnapshotCommandTests.run(["snapshot", "record", "layouts/home.json", "--out", "snapshots", "--widths", "80"], in: layouts)
        let check = try SnapshotCommandTests.run(["snapshot", "check", "layouts/home.json", "--out", "snapshots", "--theme", "mono"], in: layouts)
        let changed = Self.changedLines(of: "layouts/home.json@80", in: check.stdout)
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { $0.hasPrefix("-  ↑ ") || $0.hasPrefix("+  ↑ ") }, "a theme changes styles, no text: \(changed.prefix(6).joined(separator: "\n"))")
    }
}

/// The report's bands: rows found changed by their content, so a row that only moved up is
/// not marked on either picture.
struct SnapshotRowsTests {
    @Test func aRemovedRowIsMarkedOnTheRecordedPictureAloneAndTheRowsBelowAreNot() {
        let old = "┌ 3×4\n│abc│\n  ↑ 0-2 bold\n│def│\n│ghi│\n  ↑ 0-0 fg=#ff0000\n│jkl│\n└\n"
        let new = "┌ 3×3\n│abc│\n  ↑ 0-2 bold\n│ghi│\n  ↑ 0-0 fg=#ff0000\n│jkl│\n└\n"
        let changed = SnapshotRows.changed(old, new)
        #expect(changed.old == [1] && changed.new.isEmpty)
        let restyled = "┌ 3×4\n│abc│\n│def│\n│ghi│\n  ↑ 0-0 fg=#ff0000\n│jkl│\n└\nsince the last checkpoint:\n  nothing\n"
        #expect(SnapshotRows.changed(old, restyled) == (old: [0], new: [0]), "a style alone changes its row")
        #expect(SnapshotRows(restyled).rows.count == 4, "a flow's notes after the frame are no rows")
    }
}
