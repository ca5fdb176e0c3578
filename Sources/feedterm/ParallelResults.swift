import Synchronization

/// The results of work done on several threads, kept in the order of the work, not of its
/// finishing.
final class ParallelResults<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    init(count: Int) {
        slots = Mutex([Value?](repeating: nil, count: count))
    }

    func set(_ index: Int, _ value: sending Value) {
        slots.withLock { $0[index] = value }
    }

    /// Every result; each index must have been set.
    var values: [Value] {
        slots.withLock { $0.map { $0! } }
    }
}
