import Synchronization

/// Names one module list for as long as the process runs: lists are never changed, a new
/// list gets a new name, so two lists with one name hold the same modules.
struct ListID: Hashable, Sendable {
    let value: Int

    private static let lastValue = Atomic<Int>(0)

    /// A name no list has had before, in any browser of this process: environments that
    /// cache layouts by name never mistake one browser's list for another's.
    static func next() -> ListID {
        ListID(value: lastValue.add(1, ordering: .relaxed).newValue)
    }
}
