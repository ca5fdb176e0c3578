import Foundation

/// Collects the diagnostics of one decode.
///
/// The decoder carries one log in its `userInfo`, so every nested `init(from:)` reports into the
/// same place and one decode returns the tree and all of its problems (the error digest of
/// Airbnb's ResilientDecoding). A class, because Decodable initialisers cannot return extra values.
public final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Diagnostic] = []
    /// How many entries from the start have been through `locatePending`.
    private var located = 0

    /// An empty log.
    public init() {}

    /// Everything recorded so far, in the order it was found.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    /// How many diagnostics are recorded.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Everything recorded so far, leaving the log empty: for a thread that decodes modules
    /// one after another and hands each one's diagnostics on (`ParallelModuleDecoding`).
    func takeAll() -> [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        let taken = entries
        entries = []
        located = 0
        return taken
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
        if let index = entries.lastIndex(where: { $0.code == code && $0.path == path }) {
            entries.remove(at: index)
            if index < located { located -= 1 }
        }
        lock.unlock()
    }

    /// Gives the entries recorded since the last call their line and column, while the bytes
    /// they point into are still there (`FeedDecoder` hands pages back as it streams).
    func locatePending(with index: LineIndex) {
        lock.lock()
        for position in located..<entries.count where entries[position].location == nil {
            if let offset = entries[position].byteOffset {
                entries[position].location = index.location(of: offset)
            }
        }
        located = entries.count
        lock.unlock()
    }
}
