/// What `snapshot check` found: snapshots that changed, new ones, missing ones, and layouts
/// that could not be read.
package struct SnapshotChanges {
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

    /// No change yet, with `unreadable` layouts that could not be read.
    package init(unreadable: Int = 0) {
        self.unreadable = unreadable
    }

    /// Nothing to show in a report: no picture changed, appeared or went.
    package var isEmpty: Bool { changed.isEmpty && added.isEmpty && missing.isEmpty }

    /// Like "2 changed, 1 new, 0 missing, 1 unreadable".
    package var summary: String {
        "\(changed.count) changed, \(added.count) new, \(missing.count) missing" + (unreadable > 0 ? ", \(unreadable) unreadable" : "")
    }
}
