import FeedModel
import FeedRendering

/// A placeholder in a screen's list: a `deferred` module, the feed's next page at its end, or
/// the modules of a long document still to decode after those on screen.
struct Slot: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Loads as soon as its screen has loaded.
        case deferred
        /// Loads when the reader comes within a screen of it.
        case nextPage
        /// Decodes as soon as it is placed, one run of modules after another, each run leaving
        /// a slot for the next: no source is read again.
        case rest
    }

    var kind: Kind
    /// The document it loads, inside the source.
    var path: String
    var state: PlaceholderState = .waiting
    /// The documents from the screen's own down to this one, `path` last: a deferred module
    /// that names one of them would load its own ancestors for ever.
    var chain: [String] = []
    /// A `rest` slot's modules still to decode.
    var rest: UndecodedModules?
}
