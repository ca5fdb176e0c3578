import CHTTP
import FeedFiles
import FeedModel
import FeedPictures
import Foundation

/// One GET of a source's document or picture through libcurl, bounded while it streams: the
/// bytes that arrive and the bytes they unpack to (a gzip bomb) are each counted as they come
/// and the transfer stopped past `maxBytes`; the whole request, redirects included, ends at
/// `timeout` however slowly bytes trickle in; and a redirect is followed only to a URL inside
/// the source (`inside`), never to another origin or base path. Every transfer runs on the
/// one HTTP thread (`HTTPTransfer`).
///
/// Not URLSession: on Linux it unpacks gzip without bound before its delegate hears of a
/// byte, and follows redirects anywhere unless asked at each.
enum BoundedDownload {
    /// The most redirects followed for one document.
    static let maxRedirects = 5
    /// What a picture's request accepts.
    static let pictureTypes = "image/*"

    /// What a validated request gave: the body and its validators, or "not modified" (304).
    enum Answer: Sendable {
        case fresh(Data, Validators)
        case notModified
    }

    /// A body's ETag and Last-Modified, which ask for it again only if it changed.
    struct Validators: Codable, Equatable, Sendable {
        var etag: String?
        var lastModified: String?
    }

    /// One request, its bounds and where its redirects may go.
    struct Request: Sendable {
        var url: URL
        var timeout: TimeInterval
        var maxBytes: Int
        var cancellation: LoadCancellation
        var inside: @Sendable (URL) -> Bool
        var accept = "application/json"
        /// Sent to ask for the body only if it changed since; nil asks for it whatever.
        var validators: Validators?
        /// What its body is held in: the whole budget for documents, pictures' share for pictures.
        var budget = MemoryBudget.shared
        /// Whether it accepts a compressed body (documents); such a body never waits for room.
        var unpacks = true
        /// The source's login, sent on every hop: each is inside the source, its own origin.
        var headers = RequestHeaders.none
    }

    /// Starts `request`, following redirects inside the source; `then` gets its end once, on
    /// the HTTP thread (or before this returns, when it could not start): it must hand it on,
    /// not decode or write files there.
    static func start(_ request: Request, then: @escaping @Sendable (Result<Answer, HTTPSource.Failure>) -> Void) {
        hop(request.url, redirectsLeft: maxRedirects, deadline: Date().addingTimeInterval(request.timeout), request, then: then)
    }

    /// `start`, waited for: for callers on threads of their own (inspect, validate, preview).
    static func fetch(_ request: Request) -> Result<Answer, HTTPSource.Failure> {
        // The HTTP thread ends every transfer by its deadline.
        Waited.answer { start(request, then: $0) }
    }

    /// A picture's GET within `limits`, accepting images.
    static func pictureRequest(_ url: URL, limits: PictureLimits, cancellation: LoadCancellation, inside: @escaping @Sendable (URL) -> Bool, validators: Validators? = nil, headers: RequestHeaders = .none) -> Request {
        Request(url: url, timeout: limits.timeout, maxBytes: limits.maxBytes, cancellation: cancellation, inside: inside, accept: pictureTypes, validators: validators, budget: .pictures, unpacks: false, headers: headers)
    }

    /// Starts a picture's GET; `then` gets its bytes, or its failure as a picture's, on the
    /// HTTP thread.
    static func picture(_ request: Request, then: @escaping @Sendable (Result<Data, PictureProblem>) -> Void) {
        start(request) { answer in then(body(of: answer).mapError(HTTPSource.pictureProblem)) }
    }

    /// The body of an answer to a request without validators.
    static func body(of answer: Result<Answer, HTTPSource.Failure>) -> Result<Data, HTTPSource.Failure> {
        answer.flatMap { answer in
            if case .fresh(let data, _) = answer { .success(data) } else { .failure(.status(304)) }
        }
    }

    /// One transfer of the request, at `url`; a redirect inside the source starts the next.
    private static func hop(_ url: URL, redirectsLeft: Int, deadline: Date, _ request: Request, then: @escaping @Sendable (Result<Answer, HTTPSource.Failure>) -> Void) {
        let left = deadline.timeIntervalSinceNow
        guard left > 0 else { return then(.failure(.timedOut(request.timeout))) }
        guard !request.cancellation.isCancelled else { return then(.failure(.cancelled)) }
        HTTPTransfer.start(url.absoluteString, milliseconds: max(1, Int(left * 1000)), maxBytes: request.maxBytes, budget: request.budget, unpacks: request.unpacks, cancellation: request.cancellation, accept: request.accept, validators: request.validators, headers: request.headers) { answer in
            switch ending(of: answer, request) {
            case .success(.some(let end)):
                then(.success(end))
            case .success(.none):
                let target = answer.result.redirect.map { String(cString: $0) } ?? ""
                guard let next = URL(string: target), request.inside(next) else { return then(.failure(.redirectedAway(target))) }
                guard redirectsLeft > 0 else { return then(.failure(.transport("more than \(maxRedirects) redirects"))) }
                hop(next, redirectsLeft: redirectsLeft - 1, deadline: deadline, request, then: then)
            case .failure(let failure):
                then(.failure(failure))
            }
        }
    }

    /// What one transfer's answer means: the request's end, nil for a redirect to follow, or
    /// why it failed.
    private static func ending(of answer: HTTPTransfer.Answer, _ request: Request) -> Result<Answer?, HTTPSource.Failure> {
        let result = answer.result
        switch result.outcome {
        case FEEDTERM_HTTP_TOO_LARGE: return .failure(.tooLarge(request.maxBytes))
        case FEEDTERM_HTTP_OVER_BUDGET: return .failure(.overBudget(request.budget.limit))
        case FEEDTERM_HTTP_TIMED_OUT: return .failure(.timedOut(request.timeout))
        case FEEDTERM_HTTP_CANCELLED: return .failure(.cancelled)
        case FEEDTERM_HTTP_FAILED: return .failure(.transport(HTTPTransfer.Answer.text(of: result.error)))
        default: break
        }
        if result.status == 304, request.validators != nil { return .success(.notModified) }
        if result.redirect != nil { return .success(nil) }
        guard (200..<300).contains(result.status) else {
            switch result.status {
            case 404: return .failure(.notFound)
            case 401, 403: return .failure(.loginWanted(result.status, sent: request.headers.fields.map(\.name)))
            default: return .failure(.status(result.status))
            }
        }
        let etag = HTTPTransfer.Answer.text(of: result.etag), lastModified = HTTPTransfer.Answer.text(of: result.last_modified)
        return .success(.fresh(answer.takeBody(), Validators(etag: etag.isEmpty ? nil : etag, lastModified: lastModified.isEmpty ? nil : lastModified)))
    }
}
