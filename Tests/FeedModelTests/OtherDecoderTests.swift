import FeedModel
import Foundation
import Testing

/// The V3 helpers are extensions on any `Decoder`: a host can decode the model with Foundation's
/// JSONDecoder too, and get the same values and the same recovery, without places.
struct OtherDecoderTests {
    static func decodeWithFoundation<T: Decodable>(_ type: T.Type, _ json: String) throws -> (T, [Diagnostic]) {
        let log = DiagnosticLog()
        let decoder = JSONDecoder()
        decoder.userInfo[.diagnosticLog] = log
        return (try decoder.decode(T.self, from: Data(json.utf8)), log.diagnostics)
    }

    @Test func aCarouselDecodesThroughJSONDecoderWithItsWarnings() throws {
        let (carousel, diagnostics) = try Self.decodeWithFoundation(ListingCarousel.self, #"""
            {"header": {"title": "H", "subtitle": 3}, "listings": [\#(listingJSON(1)), {"listing_id": "x"}, \#(listingJSON(2, title: "Two"))]}
            """#)
        #expect(carousel.listings.map(\.title) == ["Card", "Two"])
        #expect(carousel.header.subtitle == nil)
        #expect(diagnostics.map(\.path) == ["$.header.subtitle", "$.listings[1].listing_id"])
        #expect(diagnostics.map(\.code) == [.wrongType, .wrongType])
        #expect(diagnostics.allSatisfy { $0.byteOffset == nil })
    }

    @Test func aMissingRequiredKeyThrowsItsFieldErrorThroughJSONDecoder() {
        #expect(throws: FieldError.self) {
            _ = try Self.decodeWithFoundation(SectionHeader.self, #"{"subtitle": "no title"}"#)
        }
    }
}
