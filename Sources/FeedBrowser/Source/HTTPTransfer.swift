import CHTTP
import FeedFiles
import FeedModel
import Foundation

/// One GET on the process's HTTP thread (`feedterm_http_start`, libcurl's multi interface),
/// its answer handed to a closure: a transfer that waits on the network, or on room in the
/// memory budget, holds no thread of ours.
enum HTTPTransfer {
    /// What one transfer gave; what it holds (a body, a redirect, budget) is freed with it.
    final class Answer: @unchecked Sendable {
        /// The C result: read only, apart from `takeBody`.
        private(set) var result: feedterm_http_result

        init(_ result: feedterm_http_result) {
            self.result = result
        }

        deinit {
            feedterm_http_free(&result)
        }

        /// The result's body, taken over without a copy: its bytes stay in the memory budget
        /// until the Data that holds them is gone.
        func takeBody() -> Data {
            guard let body = result.body, result.length > 0 else { return Data() }
            let reserved = result.reserved, capacity = result.capacity, budget = HTTPTransfer.budget(result.budget)
            result.body = nil
            result.reserved = 0
            return Data(bytesNoCopy: body, count: result.length, deallocator: .custom { pointer, _ in
                feedterm_http_release_body(pointer.assumingMemoryBound(to: CChar.self), capacity)
                budget?.give(reserved)
            })
        }

        /// A C string field of the result, up to its NUL.
        static func text<Field>(of field: Field) -> String {
            withUnsafeBytes(of: field) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
    }

    /// What a transfer's closure and cancellation are kept in while it runs.
    private final class Waiting {
        let cancellation: LoadCancellation
        let then: @Sendable (Answer) -> Void

        init(cancellation: LoadCancellation, then: @escaping @Sendable (Answer) -> Void) {
            self.cancellation = cancellation
            self.then = then
        }
    }

    /// Every body's bytes are taken from its request's budget as they arrive, never waiting
    /// for room: the HTTP thread pauses a transfer that has none.
    private static let budgetSet: Void = feedterm_http_set_budget({ context, bytes, total in
        guard let budget = HTTPTransfer.budget(context) else { return 0 }
        guard Int(total) <= budget.limit else { return 1 }
        switch budget.take(Int(bytes)) {
        case .taken: return 0
        case .neverFits: return 1
        case .timedOut, .cancelled: return 2
        }
    }, { context, bytes in HTTPTransfer.budget(context)?.give(Int(bytes)) })

    /// The budget a request's context names: `MemoryBudget.shared` or `.pictures`, which live
    /// as long as the process, so the context holds no reference.
    static func budget(_ context: UnsafeMutableRawPointer?) -> MemoryBudget? {
        context.map { Unmanaged<MemoryBudget>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Starts a GET of `url` accepting `accept` (and a compressed body when it `unpacks`),
    /// sent with `validators` when given and `headers` (the source's login), within `milliseconds` and `maxBytes`, its body taken
    /// from `budget`; `then` is called once, on the HTTP thread (or before this returns, for
    /// a transfer that could not start), and must only hand the answer on.
    static func start(_ url: String, milliseconds: Int, maxBytes: Int, budget: MemoryBudget, unpacks: Bool, cancellation: LoadCancellation, accept: String, validators: BoundedDownload.Validators?, headers: RequestHeaders, then: @escaping @Sendable (Answer) -> Void) {
        precondition(budget === MemoryBudget.shared || budget === MemoryBudget.pictures, "a transfer's budget must live as long as the process")
        _ = budgetSet
        let context = Unmanaged.passRetained(Waiting(cancellation: cancellation, then: then)).toOpaque()
        let etag = validators?.etag, lastModified = validators?.lastModified
        // libcurl copies every string before feedterm_http_start returns.
        url.withCString { url in
            accept.withCString { accept in
                withOptionalCString(etag) { etag in
                    withOptionalCString(lastModified) { lastModified in
                        withOptionalCString(headers.lines) { extra in
                            var request = feedterm_http_request(url: url, timeout_ms: milliseconds, max_bytes: maxBytes, cancel: UnsafePointer(cancellation.flag), accept: accept, if_none_match: etag, if_modified_since: lastModified, budget: Unmanaged.passUnretained(budget).toOpaque(), unpacks: unpacks ? 1 : 0, extra_headers: extra)
                            feedterm_http_start(&request, { result, context in
                                guard let context else { return }
                                let waiting = Unmanaged<Waiting>.fromOpaque(context).takeRetainedValue()
                                waiting.then(Answer(result))
                            }, context)
                        }
                    }
                }
            }
        }
    }

    private static func withOptionalCString<Value>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> Value) -> Value {
        guard let text else { return body(nil) }
        return text.withCString { body($0) }
    }
}
