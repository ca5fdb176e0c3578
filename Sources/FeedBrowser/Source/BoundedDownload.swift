import CHTTP
import FeedModel
import FeedPictures
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

    /// Every body's bytes are taken from the process's memory budget as they arrive.
    private static let budgetSet: Void = feedterm_http_set_budget({ bytes, total, cancel, wait in
        guard Int(total) <= MemoryBudget.shared.limit else { return 1 }
        let deadline = Date().addingTimeInterval(Double(wait) / 1000)
        switch MemoryBudget.shared.take(Int(bytes), until: deadline, isCancelled: { cancel.map { $0.pointee != 0 } ?? false }) {
        case .taken: return 0
        case .neverFits: return 1
        case .timedOut: return 2
        case .cancelled: return 3
        }
    }, { bytes in MemoryBudget.shared.give(Int(bytes)) })

    static func fetch(_ url: URL, timeout: TimeInterval, maxBytes: Int, cancellation: LoadCancellation, inside: (URL) -> Bool) -> Result<Data, HTTPSource.Failure> {
        fetch(url, timeout: timeout, maxBytes: maxBytes, cancellation: cancellation, inside: inside, accept: "application/json", validators: nil).flatMap { answer in
            // Without validators the server has nothing to compare: a 304 is an answer with no body.
            if case .fresh(let data, _) = answer { .success(data) } else { .failure(.status(304)) }
        }
    }

    /// What a picture's request accepts.
    static let pictureTypes = "image/*"

    /// One GET of a picture, within `limits`, accepting images; its failures as a picture's.
    static func picture(_ url: URL, limits: PictureLimits, cancellation: LoadCancellation, inside: (URL) -> Bool) -> Result<Data, PictureProblem> {
        fetch(url, timeout: limits.timeout, maxBytes: limits.maxBytes, cancellation: cancellation, inside: inside, accept: pictureTypes, validators: nil).flatMap { answer in
            if case .fresh(let data, _) = answer { .success(data) } else { .failure(.status(304)) }
        }.mapError(HTTPSource.pictureProblem)
    }

    /// What a validated request gave: the body and its validators, or "not modified" (304).
    enum Answer {
        case fresh(Data, Validators)
        case notModified
    }

    /// A body's ETag and Last-Modified, which ask for it again only if it changed.
    struct Validators: Codable, Equatable {
        var etag: String?
        var lastModified: String?
    }

    /// One GET, asking for a body only if it changed since `validators` when given, and
    /// accepting `accept`; otherwise as `fetch` above.
    static func fetch(_ url: URL, timeout: TimeInterval, maxBytes: Int, cancellation: LoadCancellation, inside: (URL) -> Bool, accept: String, validators: Validators?) -> Result<Answer, HTTPSource.Failure> {
        _ = budgetSet
        let deadline = Date().addingTimeInterval(timeout)
        var current = url
        for _ in 0...maxRedirects {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return .failure(.timedOut(timeout)) }
            var result = feedterm_http_result()
            guard !cancellation.isCancelled else { return .failure(.cancelled) }
            feedterm_http_get_validated(current.absoluteString, max(1, Int(left * 1000)), maxBytes, cancellation.flag, accept, validators?.etag, validators?.lastModified, &result)
            defer { feedterm_http_free(&result) }
            switch result.outcome {
            case FEEDTERM_HTTP_TOO_LARGE: return .failure(.tooLarge(maxBytes))
            case FEEDTERM_HTTP_OVER_BUDGET: return .failure(.overBudget(MemoryBudget.shared.limit))
            case FEEDTERM_HTTP_TIMED_OUT: return .failure(.timedOut(timeout))
            case FEEDTERM_HTTP_CANCELLED: return .failure(.cancelled)
            case FEEDTERM_HTTP_FAILED: return .failure(.transport(Self.text(of: result.error)))
            default: break
            }
            if result.status == 304, validators != nil { return .success(.notModified) }
            if let redirect = result.redirect {
                let target = String(cString: redirect)
                guard let next = URL(string: target), inside(next) else { return .failure(.redirectedAway(target)) }
                current = next
                continue
            }
            guard (200..<300).contains(result.status) else {
                return .failure(result.status == 404 ? .notFound : .status(result.status))
            }
            let etag = Self.text(of: result.etag), lastModified = Self.text(of: result.last_modified)
            let body = Self.takeBody(of: &result)
            return .success(.fresh(body, Validators(etag: etag.isEmpty ? nil : etag, lastModified: lastModified.isEmpty ? nil : lastModified)))
        }
        return .failure(.transport("more than \(maxRedirects) redirects"))
    }

    /// The result's body, taken over without a copy: its bytes stay in the memory budget
    /// until the Data that holds them is gone.
    private static func takeBody(of result: inout feedterm_http_result) -> Data {
        guard let body = result.body, result.length > 0 else { return Data() }
        let reserved = result.reserved, capacity = result.capacity
        result.body = nil
        result.reserved = 0
        return Data(bytesNoCopy: body, count: result.length, deallocator: .custom { pointer, _ in
            feedterm_http_release_body(pointer.assumingMemoryBound(to: CChar.self), capacity)
            MemoryBudget.shared.give(reserved)
        })
    }

    /// A C string field of the result, up to its NUL.
    private static func text<Field>(of field: Field) -> String {
        withUnsafeBytes(of: field) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
