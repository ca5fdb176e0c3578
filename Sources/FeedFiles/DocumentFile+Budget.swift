import FeedModel
import Foundation

/// A read's bytes held in the process's memory budget (`MemoryBudget`) for as long as the
/// document is.
extension DocumentFile {
    /// Takes a read's `bytes` from the memory budget before they are mapped, waiting for room
    /// within the read's time; a file larger than the whole budget is refused.
    static func takeFromBudget(_ bytes: Int, name: String, limits: ReadLimits) throws {
        switch MemoryBudget.shared.take(bytes, until: Date().addingTimeInterval(limits.timeout)) {
        case .taken: return
        case .neverFits: throw ReadError(path: name, reason: "it would not fit in the memory budget of \(ReadLimits.describe(MemoryBudget.shared.limit)) (--memory-budget sets it)")
        case .timedOut, .cancelled: throw ReadError(path: name, reason: "no room in the memory budget came within \(format(limits.timeout)) s (other reads held it)")
        }
    }
}
