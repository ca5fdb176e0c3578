/// The entries of a log in the order they were found, and how many of them from the start
/// have been given their line and column: what `DiagnosticLog` and `ReferenceLog` both keep,
/// each behind its own lock.
struct LocatingEntries<Entry> {
    private(set) var all: [Entry] = []
    /// How many entries from the start have been through `locatePending`.
    private var located = 0

    mutating func append(_ entry: Entry) {
        all.append(entry)
    }

    /// Removes the entry at `index`.
    mutating func remove(at index: Int) {
        all.remove(at: index)
        if index < located { located -= 1 }
    }

    /// Every entry, leaving none: for a thread that decodes modules one after another and
    /// hands each one's entries on (`ParallelModuleDecoding`).
    mutating func takeAll() -> [Entry] {
        defer {
            all = []
            located = 0
        }
        return all
    }

    /// Calls `locate` on each entry added since the last call, while the bytes they point
    /// into are still there (`FeedDecoder` hands pages back as it streams).
    mutating func locatePending(_ locate: (inout Entry) -> Void) {
        for position in located..<all.count {
            locate(&all[position])
        }
        located = all.count
    }
}
