import FeedFiles
import FeedModel
import Foundation
import Testing

/// The one budget every read holds to: room waited for, a read too large for it refused, and
/// bytes given back waking whoever waits.
struct MemoryBudgetTests {
    @Test func aReadThatFitsIsTakenAndGivenBack() {
        let budget = MemoryBudget(limit: 100)
        #expect(budget.take(60, until: .distantFuture) == .taken)
        #expect(budget.take(40, until: .distantFuture) == .taken)
        #expect(budget.inUse == 100)
        budget.give(100)
        #expect(budget.inUse == 0)
    }

    @Test func aReadLargerThanTheWholeBudgetIsRefusedAtOnce() {
        let budget = MemoryBudget(limit: 100)
        let started = Date()
        #expect(budget.take(101, until: .distantFuture) == .neverFits)
        #expect(Date().timeIntervalSince(started) < 5, "refused, not waited for")
    }

    @Test func aReadWaitsForRoomUntilItsDeadlineOrItsCancellation() {
        let budget = MemoryBudget(limit: 100)
        #expect(budget.take(80, until: .distantFuture) == .taken)
        #expect(budget.take(30, until: Date().addingTimeInterval(0.2)) == .timedOut)
        #expect(budget.take(30, until: .distantFuture, isCancelled: { true }) == .cancelled)
        #expect(budget.inUse == 80, "nothing taken by the reads that gave up")
    }

    @Test func bytesGivenBackWakeAReadThatWaits() {
        let budget = MemoryBudget(limit: 100)
        #expect(budget.take(90, until: .distantFuture) == .taken)
        let taken = DispatchSemaphore(value: 0)
        Thread {
            if budget.take(50, until: Date().addingTimeInterval(30)) == .taken { taken.signal() }
        }.start()
        #expect(taken.wait(timeout: .now() + 0.3) == .timedOut, "no room yet")
        budget.give(90)
        #expect(taken.wait(timeout: .now() + 10) == .success)
        #expect(budget.inUse == 50)
    }

    /// Pictures' share: at most half of the whole budget, every byte counted in both, so a
    /// page of pictures leaves the documents room.
    @Test func aShareHoldsAtMostItsPartAndCountsInTheWhole() {
        let whole = MemoryBudget(limit: 100)
        let share = MemoryBudget(shareOf: whole, divisor: 2)
        #expect(share.limit == 50)
        #expect(share.take(40, until: .distantFuture) == .taken)
        #expect(whole.inUse == 40)
        #expect(share.take(20, until: Date().addingTimeInterval(0.1)) == .timedOut, "past its half")
        #expect(share.take(51, until: .distantFuture) == .neverFits)
        #expect(whole.take(60, until: .distantFuture) == .taken, "the documents still have room")
        #expect(share.take(10, until: Date().addingTimeInterval(0.1)) == .timedOut, "the whole is full: the share gives its own count back")
        #expect(share.inUse == 40 && whole.inUse == 100)
        share.give(40)
        #expect(share.inUse == 0 && whole.inUse == 60)
        whole.limit = 200
        #expect(share.limit == 100, "a share follows --memory-budget")
    }
}
