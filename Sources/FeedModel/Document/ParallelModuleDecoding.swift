// Foundation for Thread and NSCondition alone, which FoundationEssentials lacks: the one file
// of FeedModel that may import it (scripts/check-core-purity.sh).
import Foundation

/// A streamed array's modules decoded on several threads while the parser reads on, and put
/// back in the document's order: `validate` of one long feed uses every core.
///
/// The parser's thread hands each module over (`add`); every `batchSize` modules make a batch,
/// which a worker thread decodes with a session of its own (`ModuleDecodeSession`). When the
/// workers fall behind, the parser's thread decodes the oldest waiting batch itself, so at
/// most a few batches wait and memory stays that of a few modules. Decoded batches are merged
/// in order on the parser's thread (`merge`), which is where everything that needs the modules
/// before (repeated ids, pages handed back) happens, as in a decode on one thread.
///
/// `@unchecked Sendable`: the bytes are only read, and everything threads share is behind
/// `condition`; `current`, `submitted`, `merged` and the parser's session belong to the
/// parser's thread.
final class ParallelModuleDecoding: @unchecked Sendable {
    /// What every session's checks are made of.
    struct Settings: Sendable {
        var moduleTypes: ModuleTypeRegistry
        var knownKeys: Set<String>
        var now: Date?
        var appVersions: AppVersions?
        var collectsReferences: Bool
        var onlyScreenReferences: Bool
        var checksModuleIDs: Bool
        /// Whether the decoded modules are handed back; when nothing is kept of them, each is
        /// dropped by the thread that made it (freeing it on another thread costs a lock of
        /// the allocator's each time).
        var handsModulesBack: Bool
    }

    /// Modules a batch: enough that handing one over costs little beside decoding it.
    static let batchSize = 32
    /// Batches that may wait before the parser's thread decodes one itself.
    static let maxWaiting = 2

    private let bytes: UnsafeRawBufferPointer
    private let pathPrefix: [any CodingKey]
    private let settings: Settings
    /// The document's line index when it is built already, which threads may then share.
    private let lineIndex: LineIndex?
    private let merge: (DecodedElement) -> Void
    private let condition = NSCondition()
    private var waiting: [(number: Int, batch: ModuleBatch)] = []
    /// Batches decoded and emptied, for the parser's thread to fill again (`ModuleBatch.empty()`).
    private var spare: [ModuleBatch] = []
    /// Whether the parser's thread waits for the workers (`finish`): only then need a kept
    /// batch wake it.
    private var parserWaits = false
    private var decoded: [Int: [DecodedElement]] = [:]
    private var closed = false
    private var runningWorkers = 0
    private var current = ModuleBatch()
    private var submitted = 0
    private var merged = 0
    private lazy var parserSession = ModuleDecodeSession(bytes: bytes, pathPrefix: pathPrefix, settings: settings, lineIndex: lineIndex)

    /// Starts `threads - 1` workers beside the calling thread, for the modules of the array at
    /// `pathPrefix` in `bytes`; `merge` takes each decoded module, in order, on this thread.
    init(
        threads: Int, bytes: UnsafeRawBufferPointer, pathPrefix: [any CodingKey], settings: Settings, lineIndex: LineIndex?,
        merge: @escaping (DecodedElement) -> Void
    ) {
        self.bytes = bytes
        self.pathPrefix = pathPrefix
        self.settings = settings
        self.lineIndex = lineIndex
        self.merge = merge
        runningWorkers = threads - 1
        for _ in 1..<threads {
            let worker = Thread { [self] in work() }
            // A deep document decodes deep: the stack a main thread has.
            worker.stackSize = 8 << 20
            worker.start()
        }
    }

    /// Hands over the module whose entries are `tape[entry...]` (the parser's element).
    func add(_ tape: UnsafeBufferPointer<JSONTapeEntry>, entry: Int, index: Int, end: Int) {
        current.add(tape, entry: entry, index: index, end: end)
        if current.count >= Self.batchSize { submit() }
    }

    /// Decodes and merges every module handed over, then stops the workers.
    func finish() {
        if current.count > 0 { submit() }
        while let own = takeWaiting(all: true) {
            decodeAndKeep(own, in: parserSession)
            mergeReady()
        }
        condition.lock()
        parserWaits = true
        while merged < submitted {
            while decoded[merged] == nil { condition.wait() }
            condition.unlock()
            mergeReady()
            condition.lock()
        }
        condition.unlock()
        stop()
    }

    /// Stops the workers, merging nothing more: the parse failed, and what was handed over
    /// is thrown away.
    func stop() {
        condition.lock()
        closed = true
        waiting.removeAll()
        condition.broadcast()
        while runningWorkers > 0 { condition.wait() }
        condition.unlock()
    }

    private func submit() {
        condition.lock()
        waiting.append((submitted, current))
        submitted += 1
        condition.signal()
        current = spare.popLast() ?? ModuleBatch()
        condition.unlock()
        if let own = takeWaiting(all: false) {
            decodeAndKeep(own, in: parserSession)
        }
        mergeReady()
    }

    /// The oldest waiting batch: always with `all`, else only when more than `maxWaiting` wait.
    private func takeWaiting(all: Bool) -> (number: Int, batch: ModuleBatch)? {
        condition.lock()
        defer { condition.unlock() }
        guard !waiting.isEmpty, all || waiting.count > Self.maxWaiting else { return nil }
        return waiting.removeFirst()
    }

    /// Decodes a batch with `session`, and keeps its modules for merging and its storage for
    /// the parser's thread to fill again.
    ///
    /// The job is handed over, not copied: the batch must be the only holder of its storage,
    /// or emptying it would not keep that storage.
    private func decodeAndKeep(_ job: consuming (number: Int, batch: ModuleBatch), in session: ModuleDecodeSession) {
        let elements = session.decode(job.batch)
        job.batch.empty()
        condition.lock()
        decoded[job.number] = elements
        spare.append(job.batch)
        if parserWaits { condition.broadcast() }
        condition.unlock()
    }

    /// Merges the decoded batches that come next in order.
    private func mergeReady() {
        while true {
            condition.lock()
            let next = decoded.removeValue(forKey: merged)
            condition.unlock()
            guard let next else { return }
            merged += 1
            next.forEach(merge)
        }
    }

    /// A worker: decodes waiting batches until the decode is finished or stopped.
    private func work() {
        let session = ModuleDecodeSession(bytes: bytes, pathPrefix: pathPrefix, settings: settings, lineIndex: lineIndex)
        while true {
            condition.lock()
            while waiting.isEmpty, !closed { condition.wait() }
            guard !waiting.isEmpty else {
                runningWorkers -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            let job = waiting.removeFirst()
            condition.unlock()
            decodeAndKeep(job, in: session)
        }
    }
}
