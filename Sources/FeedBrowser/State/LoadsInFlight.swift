/// The loads the browser has asked for and not yet heard back from, and what each is for.
struct LoadsInFlight {
    private var lastID = 0
    private(set) var pending: [LoadID: LoadPurpose] = [:]

    /// Records a load of `path` for `purpose`; returns the request to hand to the runtime.
    mutating func start(_ path: String, for purpose: LoadPurpose) -> LoadRequest {
        lastID += 1
        let id = LoadID(value: lastID)
        pending[id] = purpose
        return LoadRequest(id: id, path: path)
    }

    /// What a load was for, forgetting it; nil for one the browser no longer waits for.
    mutating func finish(_ id: LoadID) -> LoadPurpose? {
        pending.removeValue(forKey: id)
    }

    var count: Int { pending.count }
}
