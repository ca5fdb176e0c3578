import FeedModel
import Foundation

/// One budget for the bytes feedterm holds while it reads: documents, pages, deferred parts
/// and pictures, their bodies as they arrive and their pixels as they are decoded, all of
/// them together. A read that would take the total over the limit waits for room; one that
/// alone could never fit is refused at once. Whatever a source sends, the sum stays within
/// the limit (docs/security.md). Safe from any thread.
public final class MemoryBudget: @unchecked Sendable {
    /// The one budget of this process.
    public static let shared = MemoryBudget()
    /// Pictures' share of it, half: their bodies from the web hold at most this much, so that
    /// a page of pictures never leaves the documents and parts of the screen without room. Their
    /// decoding takes from the whole budget, so a body that has arrived is never kept from its
    /// decode by bodies still arriving.
    public static let pictures = MemoryBudget(shareOf: shared, divisor: 2)
    /// 256 MiB: what the process may hold in reads at once unless `--memory-budget` says.
    public static let defaultLimit = 256 << 20

    /// How a request for bytes ended.
    public enum Grant: Sendable, Equatable {
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
    /// The budget a share takes from as well, and the part of its limit the share may hold.
    private let parent: (budget: MemoryBudget, divisor: Int)?

    /// A budget of `limit` bytes.
    public init(limit: Int = MemoryBudget.defaultLimit) {
        limitBytes = limit
        parent = nil
    }

    /// A share of `parent`: at most its limit over `divisor`, every byte taken from both.
    public init(shareOf parent: MemoryBudget, divisor: Int) {
        limitBytes = 0
        self.parent = (parent, max(1, divisor))
    }

    /// The most bytes held at once; set once, as a command starts (`--memory-budget`). A
    /// share's follows its parent's, and setting it changes nothing.
    public var limit: Int {
        get { parent.map { max(1, $0.budget.limit / $0.divisor) } ?? condition.withLock { limitBytes } }
        set {
            condition.withLock { limitBytes = max(1, newValue) }
            condition.broadcast()
        }
    }

    /// The bytes held now.
    public var inUse: Int { condition.withLock { used } }

    /// Takes `bytes`, waiting while they would take the total over the limit, until
    /// `deadline` or until `isCancelled` says so (asked every 50 ms).
    public func take(_ bytes: Int, until deadline: Date, isCancelled: () -> Bool = { false }) -> Grant {
        guard bytes > 0 else { return .taken }
        let limit = limit
        condition.lock()
        guard bytes <= limit else {
            condition.unlock()
            return .neverFits
        }
        while used + bytes > limit {
            let now = Date()
            guard !isCancelled(), now < deadline else {
                condition.unlock()
                return isCancelled() ? .cancelled : .timedOut
            }
            _ = condition.wait(until: min(deadline, now.addingTimeInterval(0.05)))
        }
        used += bytes
        condition.unlock()
        // A share's bytes are the whole budget's too: taken there next, or given back here.
        guard let parent else { return .taken }
        let outcome = parent.budget.take(bytes, until: deadline, isCancelled: isCancelled)
        if outcome != .taken { giveOwn(bytes) }
        return outcome
    }

    /// Takes `bytes` now if there is room, never waiting: `.timedOut` when there is none.
    public func take(_ bytes: Int) -> Grant {
        take(bytes, until: .distantPast)
    }

    /// Gives back `bytes` taken before.
    public func give(_ bytes: Int) {
        guard bytes > 0 else { return }
        giveOwn(bytes)
        parent?.budget.give(bytes)
    }

    /// Gives back `bytes` of this budget's own count, not its parent's.
    private func giveOwn(_ bytes: Int) {
        condition.withLock { used = max(0, used - bytes) }
        condition.broadcast()
    }
}
