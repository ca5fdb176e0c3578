import FeedModel

/// A document the browser asks the runtime to read from its source.
public struct LoadRequest: Sendable, Hashable {
    /// Which load this is: its result comes back with this id.
    public let id: LoadID
    /// A path inside the source (already checked against the rule every feed path follows).
    public let path: String
    /// Whether it fills a whole screen (rather than a deferred module or a next page): the
    /// runtime never lets a screen wait behind parts.
    public var isScreen = true
    /// For the rest of a long document: the modules to decode, the next run of them
    /// (`UndecodedModules.decodeNext`), in place of reading `path` from the source again.
    public var rest: UndecodedModules?
}
