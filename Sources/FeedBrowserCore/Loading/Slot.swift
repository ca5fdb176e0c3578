import FeedRendering

/// A placeholder in a screen's list: a `deferred` module, or the feed's next page at its end.
struct Slot: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Loads as soon as its screen has loaded.
        case deferred
        /// Loads when the reader comes within a screen of it.
        case nextPage
    }

    var kind: Kind
    /// The document it loads, inside the source.
    var path: String
    var state: PlaceholderState = .waiting
    /// The documents from the screen's own down to this one, `path` last: a deferred module
    /// that names one of them would load its own ancestors for ever.
    var chain: [String] = []
}
