import Foundation
import Synchronization

/// The results of work done on several threads, kept in the order of the work, not of its
/// finishing.
package final class ParallelResults<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    package init(count: Int) {
        slots = Mutex([Value?](repeating: nil, count: count))
    }

    package func set(_ index: Int, _ value: sending Value) {
        slots.withLock { $0[index] = value }
    }

    /// Every result; each index must have been set.
    package var values: [Value] {
        slots.withLock { $0.map { $0! } }
    }

    /// `work` of every index below `count`, on `jobs` threads at once, each taking the next
    /// index as it finishes one; the results in index order. Threads of their own, not
    /// Dispatch's, so that `jobs` may be more than the cores (reads that wait on a server),
    /// with the 8 MiB stack a deep document's decoding needs.
    package static func computing(count: Int, jobs: Int, _ work: @escaping @Sendable (Int) -> Value) -> [Value] {
        let results = ParallelResults(count: count)
        let next = Atomic<Int>(0)
        let done = DispatchGroup()
        for _ in 0..<min(max(1, jobs), max(1, count)) {
            done.enter()
            let worker = Thread {
                while case let index = next.add(1, ordering: .relaxed).oldValue, index < count {
                    results.set(index, work(index))
                }
                done.leave()
            }
            worker.stackSize = 8 << 20
            worker.start()
        }
        done.wait()
        return results.values
    }
}
