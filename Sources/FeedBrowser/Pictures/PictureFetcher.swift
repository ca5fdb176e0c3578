import FeedModel
import FeedPictures
import Foundation

/// Where pictures come from, and the rules for each (the layout format's §6): a relative `url`
/// is a path in the source, confined like every other path; an absolute `https://` or
/// `http://` one is fetched only from a host the reader allows; nothing else is ever asked for.
public struct PictureFetcher: Sendable {
    /// The source relative paths are read from.
    public let source: any FeedSource
    /// The hosts absolute URLs may be fetched from.
    public let allowedHosts: AllowedHosts
    /// What one picture may cost.
    public let limits: PictureLimits
    /// Pictures from the web kept on disk between runs; nil fetches each every time.
    public let cache: PictureDiskCache?

    /// Pictures from `source`, and from the hosts of `allowedHosts` (`HOST` on any port,
    /// `HOST:PORT` on that one), within `limits`.
    public init(source: any FeedSource, allowedHosts: [String] = [], limits: PictureLimits = .standard, cache: PictureDiskCache? = nil) {
        self.source = source
        self.allowedHosts = AllowedHosts(allowedHosts)
        self.limits = limits
        self.cache = cache
    }

    /// Decodes run two at a time, each on a thread of its own: never on the HTTP thread, and
    /// never more than a handful however many pictures arrive at once.
    static let decodes = LoadPool(limit: 2, stallAfter: nil)

    /// Starts reading the picture's bytes, and calls `then` with them, or why there are none,
    /// once and from any thread: a picture from the web waits on the HTTP thread, holding none.
    public func bytes(for url: String, cancellation: LoadCancellation = LoadCancellation(), then: @escaping @Sendable (Result<Data, PictureProblem>) -> Void) {
        // A web source's own pictures are kept on disk as an allowed host's are, and asked
        // for with its login: they are on its origin. A picture host never gets it.
        if let web = source as? HTTPSource, let cache, !WebURL.isWeb(url) {
            switch web.pictureURL(url) {
            case .success(let located): cache.fetch(located, limits: limits, cancellation: cancellation, inside: { web.contains($0) }, headers: web.headers, then: then)
            case .failure(let problem): then(.failure(problem))
            }
            return
        }
        // Anything else with a scheme (`file:`, `data:`) is refused by the source's own rules.
        guard WebURL.isWeb(url) else { return source.picture(url, limits: limits, cancellation: cancellation, then: then) }
        guard let parsed = URL(string: url), let host = parsed.host?.lowercased() else {
            return then(.failure(.refused("'\(url.prefix(80))' is not a URL")))
        }
        guard allowedHosts.allows(host: host, port: parsed.port, scheme: parsed.scheme) else { return then(.failure(.hostNotAllowed(parsed.port.map { "\(host):\($0)" } ?? host))) }
        // Redirects are followed on the allowed host only, over http(s), to a port it allows.
        let allowed = allowedHosts
        let onHost: @Sendable (URL) -> Bool = { next in
            next.host?.lowercased() == host && (next.scheme == "https" || next.scheme == "http") && allowed.allows(host: host, port: next.port, scheme: next.scheme)
        }
        if let cache { return cache.fetch(parsed, limits: limits, cancellation: cancellation, inside: onHost, then: then) }
        BoundedDownload.picture(BoundedDownload.pictureRequest(parsed, limits: limits, cancellation: cancellation, inside: onHost), then: then)
    }

    /// Starts fetching and decoding the picture at `url` into `store`, recording there why it
    /// is not shown if it is not; `then` gets the problem, if there was one, once.
    public func load(_ url: String, into store: PictureStore, cancellation: LoadCancellation = LoadCancellation(), then: @escaping @Sendable (PictureProblem?) -> Void) {
        guard CellConverter.isAvailable else {
            let problem = PictureProblem.unreadable("libchafa is not installed (Debian's libchafa0; scripts/setup.sh installs it)")
            store.fail(url, problem)
            return then(problem)
        }
        let limits = limits
        bytes(for: url, cancellation: cancellation) { fetched in
            Self.decodes.run {
                let decoded = fetched.flatMap { data in
                    Result { () throws(PictureProblem) -> Pixels in try PictureDecoder.decode(data, limits: limits, maxSide: store.keptSide) }
                }
                switch decoded {
                case .success(let pixels):
                    store.insert(pixels, for: url)
                    then(nil)
                case .failure(let problem):
                    // One nobody waits for any more has not failed: it is asked for again if needed.
                    if !cancellation.isCancelled { store.fail(url, problem) }
                    then(problem)
                }
            }
        }
    }

    /// `load(_:into:cancellation:then:)`, waited for: returns the problem, if there was one.
    @discardableResult
    public func load(_ url: String, into store: PictureStore, cancellation: LoadCancellation = LoadCancellation()) -> PictureProblem? {
        Waited.answer { load(url, into: store, cancellation: cancellation, then: $0) }
    }
}
