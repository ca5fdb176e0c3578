import Foundation

/// The module ids one decode has met, so that a second module with the same id in one document
/// is reported (FT314): impressions and kept state are keyed by it.
final class ModuleIDLog: @unchecked Sendable {
    private let lock = NSLock()
    private var firstPaths: [String: String] = [:]

    /// Notes `id` at `path`; returns the path of the module that had it first, when one did.
    func note(_ id: String, at path: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let first = firstPaths[id] { return first }
        firstPaths[id] = path
        return nil
    }
}
