/// What `snapshot check` found: snapshots that changed, new ones, missing ones, layouts that
/// could not be read, and flows whose expectations failed.
package struct SnapshotChanges {
    /// A flow whose expectations failed: its name, each failure as validate prints a problem,
    /// and its trace's page relative to the snapshot folder.
    package struct FailedFlow {
        package let name: String
        package let problems: [String]
        package let trace: String?
    }

    /// A snapshot whose text differs from the recorded one.
    package struct Change {
        package let snapshot: SnapshotCase
        package let oldText: String
        package let oldSVG: String

        /// `snapshot` as drawn now, against the recorded `oldText` and `oldSVG`.
        package init(snapshot: SnapshotCase, oldText: String, oldSVG: String) {
            self.snapshot = snapshot
            self.oldText = oldText
            self.oldSVG = oldSVG
        }
    }

    package var changed: [Change] = []
    /// Drawn now, never recorded.
    package var added: [SnapshotCase] = []
    /// Recorded, with its picture, but no layout makes it now.
    package var missing: [(name: String, svg: String)] = []
    /// How many layouts could not be read.
    package var unreadable = 0
    /// The flows whose expectations failed.
    package var failedFlows: [FailedFlow] = []

    /// No change yet, with `unreadable` layouts that could not be read.
    package init(unreadable: Int = 0) {
        self.unreadable = unreadable
    }

    /// Nothing to show in a report: no picture changed, appeared or went, and no flow failed.
    package var isEmpty: Bool { changed.isEmpty && added.isEmpty && missing.isEmpty && failedFlows.isEmpty }

    /// Like "2 changed, 1 new, 0 missing, 1 unreadable, 1 flow failing its expectations".
    package var summary: String {
        let flows = failedFlows.count == 1 ? "1 flow failing its expectations" : "\(failedFlows.count) flows failing their expectations"
        return "\(changed.count) changed, \(added.count) new, \(missing.count) missing" + (unreadable > 0 ? ", \(unreadable) unreadable" : "") + (failedFlows.isEmpty ? "" : ", " + flows)
    }
}
