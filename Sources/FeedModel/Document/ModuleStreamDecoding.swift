import FoundationEssentials

/// What one decode does with each module the parser streams (`FeedDecoder.Mode.moduleByModule`):
/// decodes it on this thread, or hands it to others (`ParallelModuleDecoding`) and takes it
/// back in order; then keeps it (`StreamedModules`), and, when the document's pages are handed
/// back as it goes, locates its problems and lets its bytes go.
///
/// Either way each module's diagnostics and references reach the decode's logs in document
/// order, and a repeated id is found against the ids before it, so both give the same result.
final class ModuleStreamDecoding {
    /// What the decode is made of, shared with the serial path's contexts.
    struct Parts {
        let log: DiagnosticLog
        let references: ReferenceLog
        let checks: DecodeChecks
        let lineIndex: LineIndex
        /// The context every module's shares its bytes and userInfo with.
        let shared: TapeContext
        /// Told the bytes that will not be read again, when pages are handed back.
        let consumed: ((Range<Int>) -> Void)?
        /// Whether each module's problems are located before its bytes go: bytes handed back
        /// read as zeros, unless they are read again from their file.
        let locatesAsItGoes: Bool
    }

    let streamed: StreamedModules
    private let parts: Parts
    /// The threads that decode, and their settings; one decodes on this thread alone.
    private let threads: Int
    private let settings: ParallelModuleDecoding.Settings
    private var parallel: ParallelModuleDecoding?
    private var firstElement: Int?

    init(streamed: StreamedModules, parts: Parts, threads: Int, settings: ParallelModuleDecoding.Settings) {
        self.streamed = streamed
        self.parts = parts
        self.threads = threads
        self.settings = settings
    }

    /// The parser's element: module `index`, whose entries are `tape[entry...]` and whose
    /// text ends at `end`.
    func element(_ tape: UnsafeBufferPointer<JSONTapeEntry>, _ entry: Int, _ index: Int, _ end: Int) {
        guard streamed.decodes(index) else { return leave(text: tape[entry].offset..<end) }
        if let parallel = parallelDecoding() {
            parallel.add(tape, entry: entry, index: index, end: end)
            return
        }
        let module = ModuleSlot.module(index, at: entry, of: tape, pathPrefix: streamed.pathPrefix, sharing: parts.shared)
        keep(module, text: tape[entry].offset..<end)
    }

    /// After the parse: every module handed to other threads is taken back.
    func finish() {
        parallel?.finish()
    }

    /// After a parse that failed: the other threads stop, and what they decoded is dropped.
    func abandon() {
        parallel?.stop()
    }

    /// The other threads' decoding, started with the first module (when the array's path is
    /// known); nil when this thread decodes alone.
    private func parallelDecoding() -> ParallelModuleDecoding? {
        if let parallel { return parallel }
        guard threads > 1 else { return nil }
        let started = ParallelModuleDecoding(
            threads: threads, bytes: parts.shared.bytes, pathPrefix: streamed.pathPrefix, settings: settings,
            // A prepared line index is only read, so the threads can share it; else each
            // builds its own, when a message asks.
            lineIndex: parts.locatesAsItGoes ? parts.lineIndex : nil
        ) { [unowned self] decoded in merge(decoded) }
        parallel = started
        return started
    }

    /// A module another thread decoded, put back in order.
    private func merge(_ decoded: DecodedElement) {
        var diagnostics = decoded.diagnostics
        if let note = decoded.idNote, let ids = parts.checks.moduleIDs,
           let first = ids.note(note.id, at: note.position, offset: parts.checks.references?.accepts(.moduleID) == true ? note.offset : nil) {
            let modulePath = streamed.pathPrefix + [AnyCodingKey(intValue: note.position)]
            diagnostics.insert(ModuleSlot.repeatedID(note.id, modulePath: modulePath, first: first, at: note.offset), at: note.diagnosticsBefore)
        }
        diagnostics.forEach(parts.log.record)
        decoded.references.forEach(parts.references.record)
        keep(decoded.module, text: decoded.text)
    }

    /// Keeps a decoded module (nil: dropped), and lets the bytes before it go when pages are
    /// handed back, once its problems are located.
    private func keep(_ module: Module?, text: Range<Int>) {
        streamed.add(module, text: text)
        guard parts.consumed != nil else { return }
        if parts.locatesAsItGoes {
            parts.log.locatePending(with: parts.lineIndex)
            parts.references.locatePending(with: parts.lineIndex)
        }
        handBack(before: text)
    }

    /// Notes an element left undecoded (`StreamedModules.decodesFirst`), and lets the bytes
    /// before it go: they are a mapped file's, read again when it is decoded.
    private func leave(text: Range<Int>) {
        streamed.leave(text: text)
        handBack(before: text)
    }

    /// Tells `consumed` the bytes of the streamed array before the element at `text`.
    private func handBack(before text: Range<Int>) {
        guard let consumed = parts.consumed else { return }
        let start = firstElement ?? text.lowerBound
        firstElement = start
        consumed(start..<text.lowerBound)
    }
}
