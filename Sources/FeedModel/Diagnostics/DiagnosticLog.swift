import Foundation

/// Collects the diagnostics of one decode.
///
/// The decoder carries one log in its `userInfo`, so every nested `init(from:)` reports into the
/// same place and one decode returns the tree and all of its problems (the error digest of
/// Airbnb's ResilientDecoding). A class, because Decodable initialisers cannot return extra values.
public final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries = LocatingEntries<Diagnostic>()

    /// An empty log.
    public init() {}

    /// Everything recorded so far, in the order it was found.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return entries.all
    }

    /// How many diagnostics are recorded.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.all.count
    }

    /// Everything recorded so far, leaving the log empty: for a thread that decodes modules
    /// one after another and hands each one's diagnostics on (`ParallelModuleDecoding`).
    func takeAll() -> [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return entries.takeAll()
    }

    /// Adds `diagnostic`.
    public func record(_ diagnostic: Diagnostic) {
        lock.lock()
        entries.append(diagnostic)
        lock.unlock()
    }

    /// Takes back the last diagnostic of `code` at `path`, when a later one says it better
    /// (a missing key that names its misspelling says what the unknown key's warning did).
    func withdraw(_ code: DiagnosticCode, at path: String) {
        lock.lock()
        if let index = entries.all.lastIndex(where: { $0.code == code && $0.path == path }) {
            entries.remove(at: index)
        }
        lock.unlock()
    }

    /// Gives the entries recorded since the last call their line and column, while the bytes
    /// they point into are still there (`FeedDecoder` hands pages back as it streams).
    func locatePending(with index: LineIndex) {
        lock.lock()
        entries.locatePending { diagnostic in
            if diagnostic.location == nil, let offset = diagnostic.byteOffset {
                diagnostic.location = index.location(of: offset)
            }
        }
        lock.unlock()
    }
}
