import Foundation

/// Collects the `SourceReference`s of one decode, as `DiagnosticLog` collects its problems.
final class ReferenceLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [SourceReference] = []

    /// Everything recorded so far, in the order it was found.
    var references: [SourceReference] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    func record(_ reference: SourceReference) {
        lock.lock()
        entries.append(reference)
        lock.unlock()
    }
}
