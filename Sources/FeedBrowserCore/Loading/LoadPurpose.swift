import FeedModel

/// What a load's result goes to.
enum LoadPurpose: Equatable {
    /// A screen's first content.
    case screen(ScreenID)
    /// A screen read again (r): it keeps what it had when this fails.
    case reload(ScreenID)
    /// A deferred module or the next page of a screen, by its module key.
    case slot(ScreenID, key: String)
    /// The next run of a long document's rest, for the slot `key` while it holds `rest`: a
    /// screen read again (r) has a slot of the same key, which a run of the old reading must
    /// not fill.
    case rest(ScreenID, key: String, of: UndecodedModules)
    /// A picture a screen shows, by its url.
    case picture(ScreenID, url: String)

    /// The screen the load is for.
    var screenID: ScreenID {
        switch self {
        case .screen(let id), .reload(let id), .slot(let id, _), .rest(let id, _, _), .picture(let id, _): id
        }
    }

    /// Whether it loads a picture rather than a document.
    var isPicture: Bool {
        if case .picture = self { true } else { false }
    }
}
