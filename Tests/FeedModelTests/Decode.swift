import FeedModel
import Foundation

/// The time every test here decodes at: fixed, so that a coupon's `expires_at` in an example
/// (the schema's is 2026-12-01) never expires under a test as the calendar moves on.
let testsDecodeAt = ISO8601Date.parse("2026-01-01T00:00:00Z")

/// Decodes JSON text the way every test here does, at `testsDecodeAt`.
func decode(_ json: String) -> FeedDecodeResult {
    FeedDecoder(now: testsDecodeAt).decode(Data(json.utf8))
}

/// The diagnostics of a result as `severity path` strings, easy to compare whole.
func summary(_ result: FeedDecodeResult) -> [String] {
    result.diagnostics.map { "\($0.severity.rawValue) \($0.path)" }
}

/// The module types that survived, in order.
func types(_ result: FeedDecodeResult) -> [String] {
    result.modules.map(\.type)
}

/// A valid listing card as JSON, with an id.
func listingJSON(_ id: Int, title: String = "Card") -> String {
    #"{"listing_id": \#(id), "title": "\#(title)", "price": {"amount": 1200, "divisor": 100, "currency_code": "USD"}}"#
}

/// A valid section_header module as JSON, to show that neighbours survive.
let headerModuleJSON = #"{"type": "section_header", "section_header": {"title": "Survivor"}}"#
