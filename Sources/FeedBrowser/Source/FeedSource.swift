import FeedModel
import FeedPictures
import Foundation

/// Where the browser reads layouts: `home.json`, `deals.json`, `listings/<id>.json`,
/// `shops/<id>.json` and any feed an `open_feed` names.
public protocol FeedSource: Sendable {
    /// Reads and decodes the document at a path relative to the source; nil when there is none.
    func load(_ path: String) -> FeedDecodeResult?
    /// The same, stopping as soon as it can once `cancellation` says nobody waits any more; a
    /// source that cannot stop early need not implement it.
    func load(_ path: String, cancellation: LoadCancellation) -> FeedDecodeResult?
    /// Starts reading and decoding the document at `path`, and calls `then` with it once,
    /// from any thread. A source that waits on the network waits without holding the calling
    /// thread (the browser's loads then cost no thread each) and says so with
    /// `asksWithoutWaiting`; the default reads it with `load(_:cancellation:)` on the calling
    /// thread before it returns.
    func load(_ path: String, cancellation: LoadCancellation, then: @escaping @Sendable (FeedDecodeResult?) -> Void)
    /// Whether `load(_:cancellation:then:)` returns as soon as its request is sent, holding no
    /// thread while it waits (a source on the network): the browser then asks from its event
    /// loop, not from a thread of a pool. False by default: the default `load` reads first.
    var asksWithoutWaiting: Bool { get }
    /// Names the source for people: a directory's path, a URL.
    var name: String { get }
    /// Names the source in the state store, so each source keeps its own favorites and cart.
    var stateKey: String { get }
    /// The document's bytes as the source holds them, for inspect (`i`) to point into.
    func data(_ path: String) throws -> Data
    /// Where a document is, for people: a file's path, a URL.
    func place(of path: String) -> String
    /// The bytes of the picture at `path` in the source, read within `limits` while they
    /// stream and stopped soon after `cancellation`; a source that holds no pictures need not
    /// implement it.
    func picture(_ path: String, limits: PictureLimits, cancellation: LoadCancellation) -> Result<Data, PictureProblem>
    /// Starts reading the picture's bytes, and calls `then` with them once, from any thread,
    /// as `load(_:cancellation:then:)` does; the default reads them with
    /// `picture(_:limits:cancellation:)` on the calling thread.
    func picture(_ path: String, limits: PictureLimits, cancellation: LoadCancellation, then: @escaping @Sendable (Result<Data, PictureProblem>) -> Void)
}

extension FeedSource {
    public var stateKey: String { name }

    public var asksWithoutWaiting: Bool { false }

    public func load(_ path: String, cancellation: LoadCancellation) -> FeedDecodeResult? {
        load(path)
    }

    public func load(_ path: String, cancellation: LoadCancellation, then: @escaping @Sendable (FeedDecodeResult?) -> Void) {
        then(load(path, cancellation: cancellation))
    }

    public func picture(_ path: String, limits: PictureLimits, cancellation: LoadCancellation, then: @escaping @Sendable (Result<Data, PictureProblem>) -> Void) {
        then(picture(path, limits: limits, cancellation: cancellation))
    }

    /// A source that only decodes cannot show a document's text.
    public func data(_ path: String) throws -> Data {
        throw SourceTextUnavailable(source: name)
    }

    public func place(of path: String) -> String {
        name + "/" + path
    }

    public func picture(_ path: String, limits: PictureLimits, cancellation: LoadCancellation) -> Result<Data, PictureProblem> {
        .failure(.unreadable("the source \(name) holds no pictures"))
    }

    /// Whether a path from a feed stays inside the source (`SourcePath`). The browser refuses
    /// such a path before it asks the source; this is the source's own guard.
    static func staysInside(_ path: String) -> Bool {
        SourcePath.problem(with: path) == nil
    }
}
