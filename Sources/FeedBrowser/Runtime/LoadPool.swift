import Foundation

/// Runs loads on threads of their own, at most `limit` at once, the rest waiting their turn.
///
/// Not Dispatch's shared pool: loads block on the network and the disk, and a hundred loads
/// that hang there would take every shared worker, delaying all the others (and anything else
/// the process gives Dispatch). Each load has a deadline (`ReadLimits.timeout`), so a hung one
/// holds its thread only that long; the runtime keeps one pool for screens and another for the
/// parts of screens, so parts that hang never delay a screen.
final class LoadPool: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    private var running = 0
    private var waiting: [@Sendable () -> Void] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs `work` on a thread of its own as soon as fewer than `limit` are running.
    func run(_ work: @escaping @Sendable () -> Void) {
        lock.lock()
        guard running < limit else {
            waiting.append(work)
            lock.unlock()
            return
        }
        running += 1
        lock.unlock()
        start(work)
    }

    private func start(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            work()
            finished()
        }
        thread.name = "feedterm load"
        thread.start()
    }

    /// A thread's work is done: the next waiting load takes its place.
    private func finished() {
        lock.lock()
        if waiting.isEmpty {
            running -= 1
            lock.unlock()
            return
        }
        let next = waiting.removeFirst()
        lock.unlock()
        start(next)
    }
}
