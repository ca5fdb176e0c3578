/// Some consecutive modules of a streamed array, as the parser read them, for a thread of
/// their own to decode (`ParallelModuleDecoding`): their tape entries, copied out of the
/// parser's tape (which drops each module once handed over).
///
/// The entries are copied as they are, never renumbered: each module sits at least as far
/// into the batch as it sat on the parser's tape (the tape's entries before the first module
/// are copied ahead of it), so a view of the batch that starts that much earlier
/// (`entries(of:in:)`) reads every entry at its place on the tape. The parser's thread, the
/// one thread every module waits on, only copies, and nobody walks the entries again.
struct ModuleBatch: Sendable {
    /// One module of the batch.
    struct Element: Sendable {
        /// Its first entry in `entries`.
        let entry: Int
        /// Its index in the array.
        let index: Int
        /// Its text in the document.
        let text: Range<Int>
        /// Where its first entry was on the parser's tape, which its entries' `next` count from.
        let tapeEntry: Int
    }

    private(set) var entries: [JSONTapeEntry] = []
    private(set) var elements: [Element] = []

    /// Copies the module whose entries are `tape[entry...]`, its text ending at `end`.
    mutating func add(_ tape: UnsafeBufferPointer<JSONTapeEntry>, entry: Int, index: Int, end: Int) {
        if entries.count < entry {
            // Room before the module, as much as the tape has before it: copies of those entries.
            entries.append(contentsOf: UnsafeBufferPointer(rebasing: tape[(entries.count)..<entry]))
        }
        elements.append(Element(entry: entries.count, index: index, text: tape[entry].offset..<end, tapeEntry: entry))
        entries.append(contentsOf: UnsafeBufferPointer(rebasing: tape[entry...]))
    }

    /// The entries as `element`'s decode reads them, out of `stored` (this batch's `entries`):
    /// its first entry at index `element.tapeEntry`, as on the parser's tape.
    static func entries(of element: Element, in stored: UnsafeBufferPointer<JSONTapeEntry>) -> UnsafeBufferPointer<JSONTapeEntry> {
        UnsafeBufferPointer(rebasing: stored[(element.entry - element.tapeEntry)...])
    }

    var count: Int { elements.count }

    /// Empties it for the parser's thread to fill again, keeping its storage: a batch is
    /// recycled rather than freed by the thread that decoded it, since memory freed on another
    /// thread than the one that took it costs the allocator a lock, and a batch grown anew each
    /// time costs a dozen copies.
    mutating func empty() {
        entries.removeAll(keepingCapacity: true)
        elements.removeAll(keepingCapacity: true)
    }
}
