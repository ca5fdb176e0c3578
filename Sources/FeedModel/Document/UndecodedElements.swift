import Synchronization

/// Where each element of a module array is that a decode left undecoded
/// (`FeedDecoder.opensWith`), and what decoding it later needs: the document's bytes, kept by
/// their owner, the first decode's settings, and the document's line index, made when a later
/// decode first reports a problem.
///
/// `@unchecked Sendable`: nothing changes after the first decode but the kept line index,
/// which is behind a lock.
final class UndecodedElements: @unchecked Sendable {
    let owner: KeptModuleText.Owner
    let settings: KeptModuleText.Settings
    /// The array index of the first element noted: the elements before it were decoded at once.
    let firstPosition: Int
    /// Whether the modules decoded later are kept as their text, as a long document's are.
    let keepsText: Bool
    private let starts: [UInt32]
    private let ends: [UInt32]
    /// The line index of the bytes at one address: a later decode's problems are located in
    /// the whole document.
    private let lines = Mutex<(base: Int, index: LineIndex)?>(nil)

    init(owner: KeptModuleText.Owner, settings: KeptModuleText.Settings, firstPosition: Int, keepsText: Bool, starts: [UInt32], ends: [UInt32]) {
        self.owner = owner
        self.settings = settings
        self.firstPosition = firstPosition
        self.keepsText = keepsText
        self.starts = starts
        self.ends = ends
    }

    var count: Int { starts.count }

    /// Element `index`'s text in the document, and its index in the module array.
    func place(of index: Int) -> (text: Range<Int>, position: Int) {
        (Int(starts[index])..<Int(ends[index]), firstPosition + index)
    }

    /// The line index of `bytes`, the owner's: made once, and again only were the owner's
    /// bytes ever to move. Built on its first question, so a document without problems never
    /// pays for it. One decode of these elements asks it at a time (a screen waits for one run
    /// of them before asking for the next).
    func lineIndex(of bytes: UnsafeRawBufferPointer) -> LineIndex {
        let base = Int(bitPattern: bytes.baseAddress)
        return lines.withLock { kept in
            if let kept, kept.base == base { return kept.index }
            let index = LineIndex(bytes: bytes) { [owner] in owner.releaseResidentPages() }
            kept = (base, index)
            return index
        }
    }
}
