import Foundation

/// Collects the diagnostics of one decode.
///
/// The decoder carries one log in its `userInfo`, so every nested `init(from:)` reports into the
/// same place and one decode returns the tree and all of its problems (the error digest of
/// Airbnb's ResilientDecoding). A class, because Decodable initialisers cannot return extra values.
public final class DiagnosticLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Diagnostic] = []

    public init() {}

    /// Everything recorded so far, in the order it was found.
    public var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    public func record(_ diagnostic: Diagnostic) {
        lock.lock()
        entries.append(diagnostic)
        lock.unlock()
    }

    /// How many diagnostics have been recorded.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Puts `prefix` in place of the leading `$` of every path recorded from `start` on: for a
    /// part of a document decoded as a document of its own.
    func prefixPaths(from start: Int, with prefix: String) {
        lock.lock()
        defer { lock.unlock() }
        for index in start..<entries.count where entries[index].path.hasPrefix("$") {
            entries[index].path = prefix + entries[index].path.dropFirst()
        }
    }

    public func warning(at codingPath: [any CodingKey], _ message: String) {
        record(.warning(JSONPath.string(for: codingPath), message))
    }

    public func error(at codingPath: [any CodingKey], _ message: String) {
        record(.error(JSONPath.string(for: codingPath), message))
    }
}
