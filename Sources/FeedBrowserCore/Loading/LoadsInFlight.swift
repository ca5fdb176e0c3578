import FeedModel

/// The loads the browser has asked for and not yet heard back from, and what each is for.
struct LoadsInFlight: Equatable {
    private var lastID = 0
    private(set) var pending: [LoadID: LoadPurpose] = [:]

    /// Records a load of `path` for `purpose`, or the next run of a rest decoded; returns the
    /// request to hand to the runtime.
    mutating func start(_ path: String, for purpose: LoadPurpose) -> LoadRequest {
        var request = LoadRequest(id: record(purpose), path: path)
        switch purpose {
        case .slot: request.isScreen = false
        case .rest(_, _, let rest): (request.isScreen, request.rest) = (false, rest)
        case .screen, .reload, .picture: break
        }
        return request
    }

    /// What a load was for, forgetting it; nil for one the browser no longer waits for.
    mutating func finish(_ id: LoadID) -> LoadPurpose? {
        pending.removeValue(forKey: id)
    }

    var count: Int { pending.count }

    /// The runs of a long document's rest among them.
    var restCount: Int {
        pending.values.count { if case .rest = $0 { true } else { false } }
    }

    /// The loads of documents, pictures left out: what the status line counts.
    var documentCount: Int {
        pending.values.count { !$0.isPicture }
    }

    /// The loads of documents for screen `screen`: its own, its pages' and its parts'.
    func documentCount(for screen: ScreenID) -> Int {
        pending.values.count { !$0.isPicture && $0.screenID == screen }
    }

    /// Whether the picture at `url` is being loaded, for any screen.
    func isLoadingPicture(_ url: String) -> Bool {
        pending.values.contains { if case .picture(_, url) = $0 { true } else { false } }
    }

    /// Records a load of the picture at `url` for screen `screen`.
    mutating func startPicture(_ url: String, for screen: ScreenID) -> PictureRequest {
        PictureRequest(id: record(.picture(screen, url: url)), url: url)
    }

    /// A new load's id, never used before, waiting for `purpose`.
    private mutating func record(_ purpose: LoadPurpose) -> LoadID {
        lastID += 1
        let id = LoadID(value: lastID)
        pending[id] = purpose
        return id
    }

    /// The loads whose screen is no longer there: nobody waits for them.
    func abandoned(in navigation: Navigation) -> [LoadID] {
        pending.compactMap { id, purpose in navigation.screen(purpose.screenID) == nil ? id : nil }
    }
}
