/// What `snapshot check` found: snapshots that changed, new ones, missing ones, and layouts
/// that could not be read.
struct SnapshotChanges {
    /// A snapshot whose text differs from the recorded one.
    struct Change {
        let snapshot: SnapshotCase
        let oldText: String
        let oldSVG: String
    }

    var changed: [Change] = []
    /// Drawn now, never recorded.
    var added: [SnapshotCase] = []
    /// Recorded, with its picture, but no layout makes it now.
    var missing: [(name: String, svg: String)] = []
    /// How many layouts could not be read.
    var unreadable = 0

    /// Nothing to show in a report: no picture changed, appeared or went.
    var isEmpty: Bool { changed.isEmpty && added.isEmpty && missing.isEmpty }

    /// Like "2 changed, 1 new, 0 missing, 1 unreadable".
    var summary: String {
        "\(changed.count) changed, \(added.count) new, \(missing.count) missing" + (unreadable > 0 ? ", \(unreadable) unreadable" : "")
    }
}
