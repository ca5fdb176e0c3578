import Dispatch
@testable import FeedBrowser
import Synchronization
import Testing

/// The runtime's pool of load threads: bounded, first come first served, and a load that
/// hangs gives its turn up instead of delaying the loads behind it.
struct LoadPoolTests {
    /// A load that blocks until `release` is signalled, and says when it started.
    static func hanging(_ started: DispatchSemaphore, _ release: DispatchSemaphore) -> @Sendable () -> Void {
        { started.signal(); release.wait() }
    }

    @Test func aLoadThatHangsGivesItsTurnToTheNext() {
        let pool = LoadPool(limit: 1, stallAfter: .milliseconds(50))
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), next = DispatchSemaphore(value: 0)
        pool.run(Self.hanging(started, release))
        pool.run { next.signal() }
        #expect(next.wait(timeout: .now() + 10) == .success, "the second load ran while the first hung")
        release.signal()
    }

    @Test func withoutAStallALoadKeepsItsTurnToTheEnd() {
        let pool = LoadPool(limit: 1, stallAfter: nil)
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), next = DispatchSemaphore(value: 0)
        pool.run(Self.hanging(started, release))
        pool.run { next.signal() }
        #expect(started.wait(timeout: .now() + 10) == .success)
        #expect(next.wait(timeout: .now() + .milliseconds(300)) == .timedOut, "the second waits its turn")
        release.signal()
        #expect(next.wait(timeout: .now() + 10) == .success, "and runs once the first is done")
    }

    @Test func stalledLoadsNeverRunMoreThreadsThanTheLimit() {
        let pool = LoadPool(limit: 1, threadLimit: 3, stallAfter: .milliseconds(20))
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let running = Mutex(0), most = Mutex(0)
        for _ in 0..<6 {
            pool.run {
                let now = running.withLock { $0 += 1; return $0 }
                most.withLock { $0 = max($0, now) }
                started.signal()
                release.wait()
                running.withLock { $0 -= 1 }
            }
        }
        for _ in 0..<3 { #expect(started.wait(timeout: .now() + 10) == .success) }
        #expect(started.wait(timeout: .now() + .milliseconds(300)) == .timedOut, "a fourth waits for a thread")
        for _ in 0..<6 { release.signal() }
        for _ in 0..<3 { #expect(started.wait(timeout: .now() + 10) == .success, "the rest run as threads end") }
        #expect(most.withLock { $0 } == 3)
    }
}
