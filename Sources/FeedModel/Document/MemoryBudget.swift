import Foundation

/// One budget for the bytes feedterm holds while it reads: documents, pages, deferred parts
/// and pictures, their bodies as they arrive and their pixels as they are decoded, all of
/// them together. A read that would take the total over the limit waits for room; one that
/// alone could never fit is refused at once. Whatever a source sends, the sum stays within
/// the limit (docs/security.md). Safe from any thread.
public final class MemoryBudget: @unchecked Sendable {
    /// The one budget of this process.
    public static let shared = MemoryBudget()
    /// 256 MiB: what the process may hold in reads at once unless `--memory-budget` says.
    public static let defaultLimit = 256 << 20

    /// How a request for bytes ended.
    public enum Outcome: Sendable, Equatable {
        /// The bytes are held until given back.
        case taken
        /// More than the whole budget: it could never fit.
        case neverFits
        /// No room came before the deadline.
        case timedOut
        /// Nobody waits for it any more.
        case cancelled
    }

    private let condition = NSCondition()
    private var limitBytes: Int
    private var used = 0

    /// A budget of `limit` bytes.
    public init(limit: Int = MemoryBudget.defaultLimit) {
        limitBytes = limit
    }

    /// The most bytes held at once; set once, as a command starts (`--memory-budget`).
    public var limit: Int {
        get { condition.withLock { limitBytes } }
        set {
            condition.withLock { limitBytes = max(1, newValue) }
            condition.broadcast()
        }
    }

    /// The bytes held now.
    public var inUse: Int { condition.withLock { used } }

    /// Takes `bytes`, waiting while they would take the total over the limit, until
    /// `deadline` or until `isCancelled` says so (asked every 50 ms).
    public func take(_ bytes: Int, until deadline: Date, isCancelled: () -> Bool = { false }) -> Outcome {
        guard bytes > 0 else { return .taken }
        condition.lock()
        defer { condition.unlock() }
        guard bytes <= limitBytes else { return .neverFits }
        while used + bytes > limitBytes {
            if isCancelled() { return .cancelled }
            let now = Date()
            guard now < deadline else { return .timedOut }
            _ = condition.wait(until: min(deadline, now.addingTimeInterval(0.05)))
        }
        used += bytes
        return .taken
    }

    /// Takes `bytes` now if there is room, never waiting: `.timedOut` when there is none.
    public func take(_ bytes: Int) -> Outcome {
        take(bytes, until: .distantPast)
    }

    /// Gives back `bytes` taken before.
    public func give(_ bytes: Int) {
        guard bytes > 0 else { return }
        condition.withLock { used = max(0, used - bytes) }
        condition.broadcast()
    }
}
