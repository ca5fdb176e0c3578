/// The state store, opened by the first job on the store's queue: opening waits for another
/// program's lock on the file, however long, and so must never hold up the event loop.
final class OpeningStore: @unchecked Sendable {
    private let open: @Sendable () -> StateStore
    /// Set once, on the store's queue, which alone reads it.
    private var opened: StateStore?

    /// A store that `open` makes when it is first needed.
    init(_ open: @escaping @Sendable () -> StateStore) {
        self.open = open
    }

    /// The store, opened now if it was not yet: on the store's queue only.
    var store: StateStore {
        if let opened { return opened }
        let store = open()
        opened = store
        return store
    }
}
