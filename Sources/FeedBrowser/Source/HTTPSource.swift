import FeedModel
import FeedPictures
import Dispatch
import Foundation

/// Layouts served over HTTP(S) from a base URL (the layout format's Sources and paths (docs/layout-format.md)): `home.json`, `deals.json`,
/// `listings/<id>.json` and `shops/<id>.json` beside each other under the base.
///
/// A document the server does not have (404) is not in the source, like a missing file; any
/// other failure (no connection, a timeout, another status, a body too large) is that screen's
/// fatal error, so its tab shows why and the others still work.
public struct HTTPSource: FeedSource {
    /// The base URL documents' paths are resolved against; none outside it is requested.
    public let base: URL
    /// How its documents are decoded: the host's types and limits.
    public let decoder: FeedDecoder
    /// How long one request may take; the decoder's `limits.timeout` unless set.
    public var timeout: TimeInterval
    /// A larger body is refused, not decoded; the decoder's `limits.maxBytes` unless set.
    public var maxBytes: Int
    /// Sent with every request for a document or picture of the source (a login), and to no
    /// other origin: redirects are followed only inside the source.
    public var headers = RequestHeaders.none

    /// The source at `base`, its documents decoded with `decoder`, within the decoder's limits,
    /// each request sent with `headers`.
    public init(base: URL, decoder: FeedDecoder = FeedDecoder(), headers: RequestHeaders = .none) {
        self.headers = headers
        // A base without a trailing slash would lose its last component when paths resolve.
        self.base = base.absoluteString.hasSuffix("/") ? base : base.appendingPathComponent("")
        self.decoder = decoder
        timeout = decoder.limits.timeout
        maxBytes = decoder.limits.maxBytes
    }

    /// The base URL without its user and password: a name is shown on the screen and is the
    /// key the state store keeps favorites by, and neither may hold a credential.
    public var name: String {
        guard var parts = URLComponents(url: base, resolvingAgainstBaseURL: false), parts.user != nil || parts.password != nil else { return base.absoluteString }
        parts.user = nil
        parts.password = nil
        return parts.string ?? base.absoluteString
    }

    public func load(_ path: String) -> FeedDecodeResult? {
        load(path, cancellation: LoadCancellation())
    }

    /// The document, waited for; its request stopped within 50 ms of `cancellation`.
    public func load(_ path: String, cancellation: LoadCancellation) -> FeedDecodeResult? {
        guard let url = url(of: path) else { return nil }
        return decoded(fetch(url, cancellation: cancellation), from: url)
    }

    /// A request is sent to the HTTP thread and waited for there.
    public var asksWithoutWaiting: Bool { true }

    /// The document, its request run on the HTTP thread, holding none of the caller's; it is
    /// decoded on a Dispatch worker, never on the HTTP thread.
    public func load(_ path: String, cancellation: LoadCancellation, then: @escaping @Sendable (FeedDecodeResult?) -> Void) {
        guard let url = url(of: path) else { return then(nil) }
        BoundedDownload.start(request(url, cancellation: cancellation)) { answer in
            let body = BoundedDownload.body(of: answer)
            DispatchQueue.global().async { then(decoded(body, from: url)) }
        }
    }

    /// What a request's body decodes to: nothing for a 404, the failure as the document's
    /// error otherwise.
    private func decoded(_ body: Result<Data, Failure>, from url: URL) -> FeedDecodeResult? {
        switch body {
        case .success(let data):
            return decoder.at(Date()).decode(data)
        case .failure(.notFound):
            return nil
        case .failure(let failure):
            return FeedDecodeResult(document: nil, diagnostics: [.error(JSONPath.root, "GET \(WebURL.redacted(url.absoluteString)) failed: \(failure)", code: .unreadableDocument)])
        }
    }

    /// The body of the document's URL, fetched again for inspect.
    public func data(_ path: String) throws -> Data {
        guard let url = url(of: path) else { throw Failure.notFound }
        return try fetch(url, cancellation: LoadCancellation()).get()
    }

    public func place(of path: String) -> String {
        name + path
    }

    /// The picture under the base, fetched within `limits`, waited for.
    public func picture(_ path: String, limits: PictureLimits, cancellation: LoadCancellation) -> Result<Data, PictureProblem> {
        pictureURL(path).flatMap { url in
            BoundedDownload.body(of: BoundedDownload.fetch(BoundedDownload.pictureRequest(url, limits: limits, cancellation: cancellation, inside: { contains($0) }, headers: headers))).mapError(Self.pictureProblem)
        }
    }

    /// The picture under the base, its request run on the HTTP thread; `then` is called there.
    public func picture(_ path: String, limits: PictureLimits, cancellation: LoadCancellation, then: @escaping @Sendable (Result<Data, PictureProblem>) -> Void) {
        switch pictureURL(path) {
        case .success(let url): BoundedDownload.picture(BoundedDownload.pictureRequest(url, limits: limits, cancellation: cancellation, inside: { contains($0) }, headers: headers), then: then)
        case .failure(let problem): then(.failure(problem))
        }
    }

    /// Where the picture at `path` is under the base, or why it is not asked for.
    func pictureURL(_ path: String) -> Result<URL, PictureProblem> {
        if let problem = SourcePath.problem(with: path) { return .failure(.refused(problem)) }
        guard let url = url(of: path) else { return .failure(.missing) }
        return .success(url)
    }

    /// A failed request, as a picture's problem.
    static func pictureProblem(_ failure: Failure) -> PictureProblem {
        switch failure {
        case .notFound: .missing
        case .tooLarge(let bytes): .tooManyBytes(limit: bytes)
        case .timedOut(let seconds): .timedOut(seconds: seconds)
        default: .unreadable("\(failure)")
        }
    }

    /// The document's URL under the base; nil for a path that would leave the source.
    private func url(of path: String) -> URL? {
        Self.staysInside(path) ? URL(string: path, relativeTo: base)?.absoluteURL : nil
    }

    /// Why a request gave no document.
    enum Failure: Error, CustomStringConvertible {
        case notFound
        case status(Int)
        /// 401 or 403: the source wants a login, or refused the headers named.
        case loginWanted(Int, sent: [String])
        /// The body is larger than the limit, in bytes.
        case tooLarge(Int)
        /// The body would never fit the memory budget, in bytes.
        case overBudget(Int)
        /// The whole request took longer than the limit, in seconds.
        case timedOut(TimeInterval)
        /// Nobody waited for it any more.
        case cancelled
        /// A redirect to a URL outside the source.
        case redirectedAway(String)
        case transport(String)

        var description: String {
            switch self {
            case .notFound: "404 Not Found"
            case .status(let code): "HTTP status \(code)"
            case .loginWanted(let code, let sent) where sent.isEmpty:
                "HTTP status \(code): the source wants a login; give one with --header 'Authorization: Bearer …' or --header-file FILE (one NAME: VALUE a line; for flows, FEEDTERM_HEADER_FILE or feedterm.json's headers_from_env)"
            case .loginWanted(let code, let sent):
                "HTTP status \(code): the source refused the login sent (\(sent.joined(separator: ", "))); check its value"
            case .tooLarge(let bytes): "the body is larger than the limit of \(ReadLimits.describe(bytes)) (--max-bytes sets it)"
            case .overBudget(let bytes): "the body would not fit in the memory budget of \(ReadLimits.describe(bytes)) (--memory-budget sets it)"
            case .cancelled: "cancelled: its screen was left"
            case .timedOut(let seconds): "no whole answer within \(seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)) s (the limit; --timeout sets it)"
            case .redirectedAway(let target): "the server redirected outside the source, to \(target); not followed"
            case .transport(let reason): reason
            }
        }
    }

    /// Whether `url` lies inside the source: the base's scheme, host and port, and a path
    /// below the base's. Redirects are followed only there.
    func contains(_ url: URL) -> Bool {
        url.scheme?.lowercased() == base.scheme?.lowercased() && url.host?.lowercased() == base.host?.lowercased()
            && (url.port ?? Self.defaultPort(url.scheme)) == (base.port ?? Self.defaultPort(base.scheme))
            && url.path.hasPrefix(base.path.hasSuffix("/") ? base.path : base.path + "/")
            && !url.path.split(separator: "/").contains("..")
    }

    private static func defaultPort(_ scheme: String?) -> Int? {
        switch scheme?.lowercased() {
        case "http": 80
        case "https": 443
        default: nil
        }
    }

    /// One GET of a document within the source's limits.
    private func request(_ url: URL, cancellation: LoadCancellation) -> BoundedDownload.Request {
        BoundedDownload.Request(url: url, timeout: timeout, maxBytes: maxBytes, cancellation: cancellation, inside: { contains($0) }, headers: headers)
    }

    /// One GET, waited for within the limits: never called on the event loop.
    private func fetch(_ url: URL, cancellation: LoadCancellation) -> Result<Data, Failure> {
        BoundedDownload.body(of: BoundedDownload.fetch(request(url, cancellation: cancellation)))
    }
}
