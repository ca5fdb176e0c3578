import FoundationEssentials
import Synchronization

/// Collects the diagnostics of one decode.
///
/// The decoder carries one log in its `userInfo`, so every nested `init(from:)` reports into the
/// same place and one decode returns the tree and all of its problems (the error digest of
/// Airbnb's ResilientDecoding). A class, because Decodable initialisers cannot return extra values.
public final class DiagnosticLog: @unchecked Sendable {
    private let lock = Mutex<Void>(())
    private var entries = LocatingEntries<Diagnostic>()

    /// An empty log.
    public init() {}

    /// Everything recorded so far, in the order it was found.
    public var diagnostics: [Diagnostic] {
        return lock.withLock { _ in entries.all }
    }

    /// How many diagnostics are recorded.
    var count: Int {
        return lock.withLock { _ in entries.all.count }
    }

    /// Everything recorded so far, leaving the log empty: for a thread that decodes modules
    /// one after another and hands each one's diagnostics on (`ParallelModuleDecoding`).
    func takeAll() -> [Diagnostic] {
        return lock.withLock { _ in entries.takeAll() }
    }

    /// Adds `diagnostic`.
    public func record(_ diagnostic: Diagnostic) {
        lock.withLock { _ in
            entries.append(diagnostic)
        }
    }

    /// Takes back the last diagnostic of `code` at `path`, when a later one says it better
    /// (a missing key that names its misspelling says what the unknown key's warning did).
    func withdraw(_ code: DiagnosticCode, at path: String) {
        lock.withLock { _ in
            if let index = entries.all.lastIndex(where: { $0.code == code && $0.path == path }) {
                entries.remove(at: index)
            }
        }
    }

    /// Gives the entries recorded since the last call their line and column, while the bytes
    /// they point into are still there (`FeedDecoder` hands pages back as it streams).
    func locatePending(with index: LineIndex) {
        lock.withLock { _ in
            entries.locatePending { diagnostic in
                if diagnostic.location == nil, let offset = diagnostic.byteOffset {
                    diagnostic.location = index.location(of: offset)
                }
            }
        }
    }
}
