import CHTTP
import FeedModel
import Foundation

/// One GET of a source's document through libcurl, bounded while it streams: the bytes that
/// arrive and the bytes they unpack to (a gzip bomb) are each counted as they come and the
/// transfer stopped past `maxBytes`; the whole request, redirects included, ends at `timeout`
/// however slowly bytes trickle in; and a redirect is followed only to a URL inside the
/// source (`inside`), never to another origin or base path.
///
/// Not URLSession: on Linux it unpacks gzip without bound before its delegate hears of a
/// byte, and follows redirects anywhere unless asked at each.
enum BoundedDownload {
    /// The most redirects followed for one document.
    static let maxRedirects = 5

    static func fetch(_ url: URL, timeout: TimeInterval, maxBytes: Int, cancellation: LoadCancellation, inside: (URL) -> Bool) -> Result<Data, HTTPSource.Failure> {
        let deadline = Date().addingTimeInterval(timeout)
        var current = url
        for _ in 0...maxRedirects {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return .failure(.timedOut(timeout)) }
            var result = feedterm_http_result()
            guard !cancellation.isCancelled else { return .failure(.cancelled) }
            feedterm_http_get(current.absoluteString, max(1, Int(left * 1000)), maxBytes, cancellation.flag, &result)
            defer { feedterm_http_free(&result) }
            switch result.outcome {
            case FEEDTERM_HTTP_TOO_LARGE: return .failure(.tooLarge(maxBytes))
            case FEEDTERM_HTTP_TIMED_OUT: return .failure(.timedOut(timeout))
            case FEEDTERM_HTTP_CANCELLED: return .failure(.cancelled)
            case FEEDTERM_HTTP_FAILED: return .failure(.transport(Self.text(of: result)))
            default: break
            }
            if let redirect = result.redirect {
                let target = String(cString: redirect)
                guard let next = URL(string: target), inside(next) else { return .failure(.redirectedAway(target)) }
                current = next
                continue
            }
            guard (200..<300).contains(result.status) else {
                return .failure(result.status == 404 ? .notFound : .status(result.status))
            }
            return .success(result.body.map { Data(bytes: $0, count: result.length) } ?? Data())
        }
        return .failure(.transport("more than \(maxRedirects) redirects"))
    }

    /// The result's error message.
    private static func text(of result: feedterm_http_result) -> String {
        withUnsafeBytes(of: result.error) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
