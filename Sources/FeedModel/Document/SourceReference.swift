/// A document or picture that one document names in its source: a page, a deferred document,
/// the feed an `open_feed` switches to, or a picture; or the id of one of its modules, which
/// the pages a feed appends must not repeat; or a listing card, whose title and price every
/// other place of the source that shows its listing must agree with.
///
/// Decoding collects them (`FeedDecodeResult.references`); validating a whole source checks
/// that each one is there (FT400) and that no chain of pages and deferred documents leads back
/// to where it started (FT401).
public struct SourceReference: Sendable, Hashable {
    /// What the document does with the path.
    public enum Kind: String, Sendable {
        /// A feed's `next_page`.
        case nextPage = "next page"
        /// A `deferred` module's path.
        case deferred = "deferred document"
        /// An `open_feed`'s feed.
        case feed = "feed"
        /// An Image's path.
        case picture = "picture"
        /// A module's `id` (its `path` is the id): no document, but what must stay unique on
        /// one screen across a feed and its pages.
        case moduleID = "module id"
        /// A listing card (its `path` is the listing's id): no document, but what every other
        /// place of the source showing the listing must agree with (`shown`).
        case listing = "listing"

        /// Whether the browser loads the document into the same screen, so that a chain of
        /// such references that comes back to a document never ends.
        public var loadsIntoScreen: Bool { self == .nextPage || self == .deferred }

        /// Whether the path names a document or picture of the source, which must be there.
        public var namesFile: Bool { self != .moduleID && self != .listing }
    }

    /// What the document does with the path.
    public var kind: Kind
    /// The path in the source, as the browser asks for it: `deals-2.json`; `deals.json` for
    /// an `open_feed` of `deals`.
    public var path: String
    /// Where the document names it: the JSON path, and its line and column.
    public var jsonPath: String
    /// Where in the text.
    public var location: SourceLocation?
    /// For a picture, the size its Image gives (`width` and `height`), which its file's aspect
    /// must agree with.
    public var pictureSize: PictureSize?
    /// For a listing, the title and price its card shows there.
    public var shown: ShownListing?
    var byteOffset: Int?

    /// A reference of `kind` to `path`, made at `jsonPath`.
    public init(kind: Kind, path: String, jsonPath: String, location: SourceLocation? = nil) {
        self.kind = kind
        self.path = path
        self.jsonPath = jsonPath
        self.location = location
    }
}
