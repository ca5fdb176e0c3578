/// Some consecutive modules of a streamed array, as the parser read them, for a thread of
/// their own to decode (`ParallelModuleDecoding`): their tape entries, copied out of the
/// parser's tape (which drops each module once handed over).
///
/// The parser's thread only copies them; the thread that decodes them counts their places
/// again from the batch's start (`rebase()`), so the parser, the one thread every module
/// waits on, does as little as it can.
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
    /// Whether the entries' `next` count places in this batch yet.
    private var isRebased = false

    /// Copies the module whose entries are `tape[entry...]`, its text ending at `end`.
    mutating func add(_ tape: UnsafeBufferPointer<JSONTapeEntry>, entry: Int, index: Int, end: Int) {
        elements.append(Element(entry: entries.count, index: index, text: tape[entry].offset..<end, tapeEntry: entry))
        entries.append(contentsOf: UnsafeBufferPointer(rebasing: tape[entry...]))
    }

    /// Makes every entry's `next` a place in this batch: each module's entries moved down by
    /// the distance between its place on the parser's tape and its place here.
    mutating func rebase() {
        guard !isRebased else { return }
        isRebased = true
        entries.withUnsafeMutableBufferPointer { entries in
            for (number, element) in elements.enumerated() {
                let end = number + 1 < elements.count ? elements[number + 1].entry : entries.count
                let shift = element.tapeEntry - element.entry
                for place in element.entry..<end {
                    entries[place].next = UInt32(Int(entries[place].next) - shift)
                }
            }
        }
    }

    var count: Int { elements.count }

    /// Empties it for the parser's thread to fill again, keeping its storage: a batch is
    /// recycled rather than freed by the thread that decoded it, since memory freed on another
    /// thread than the one that took it costs the allocator a lock, and a batch grown anew each
    /// time costs a dozen copies.
    mutating func empty() {
        entries.removeAll(keepingCapacity: true)
        elements.removeAll(keepingCapacity: true)
        isRebased = false
    }
}
