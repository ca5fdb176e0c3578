import Dispatch
import Foundation

/// Runs loads on threads of their own, at most `limit` working at once, the rest waiting their
/// turn; a load that has not finished after `stallAfter` gives its turn up to the next.
///
/// Not Dispatch's shared pool: a load may block (a folder's file on a slow disk, a FIFO no one
/// writes to), and a hundred loads that hang there would take every shared worker, delaying
/// all the others (and anything else the process gives Dispatch). A load that hangs still ends
/// at its deadline (`ReadLimits.timeout`), but it stops counting against `limit` once it has
/// run `stallAfter`: sixty hanging parts then delay the part behind them by a second, not by
/// six rounds of the timeout. `threadLimit` bounds the threads that stalled loads can add up
/// to. A pool without `stallAfter` keeps each turn to the end.
/// A document from the web never comes here: it only sends its request, from the event loop, and
/// waits on the HTTP thread (`FeedSource.asksWithoutWaiting`).
/// The runtime keeps one pool for screens and another for the parts of screens, so parts never
/// delay a screen.
final class LoadPool: @unchecked Sendable {
    private let limit: Int
    private let threadLimit: Int
    private let stallAfter: DispatchTimeInterval?
    private let lock = NSLock()
    /// Loads that hold one of the `limit` turns, by the number each was started with.
    private var holding: Set<Int> = []
    /// Every load's thread still running: those that hold a turn and those that stalled.
    private var threads = 0
    private var started = 0
    private var waiting: [@Sendable () -> Void] = []

    init(limit: Int, threadLimit: Int = 128, stallAfter: DispatchTimeInterval? = .seconds(1)) {
        self.limit = limit
        self.threadLimit = max(limit, threadLimit)
        self.stallAfter = stallAfter
    }

    /// Runs `work` on a thread of its own as soon as fewer than `limit` loads are working (and
    /// fewer than `threadLimit` threads are running).
    func run(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        waiting.append(work)
        let ready = takeReady()
        lock.unlock()
        ready.forEach(start)
    }

    /// The waiting loads that may start now, each given its turn. Called with the lock held.
    private func takeReady() -> [(Int, @Sendable () -> Void)] {
        var ready: [(Int, @Sendable () -> Void)] = []
        while !waiting.isEmpty, holding.count < limit, threads < threadLimit {
            started += 1
            holding.insert(started)
            threads += 1
            ready.append((started, waiting.removeFirst()))
        }
        return ready
    }

    private func start(_ number: Int, _ work: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            work()
            finished(number)
        }
        thread.name = "feedterm load"
        thread.start()
        if let stallAfter {
            DispatchQueue.global().asyncAfter(deadline: .now() + stallAfter) { [self] in stalled(number) }
        }
    }

    /// A load still running after `stallAfter` gives its turn to the next waiting one.
    private func stalled(_ number: Int) {
        lock.lock()
        let ready = holding.remove(number) == nil ? [] : takeReady()
        lock.unlock()
        ready.forEach(start)
    }

    /// A thread's work is done: the next waiting load takes its place.
    private func finished(_ number: Int) {
        lock.lock()
        holding.remove(number)
        threads -= 1
        let ready = takeReady()
        lock.unlock()
        ready.forEach(start)
    }
}
