import FeedModel
import Foundation
import Testing

/// What a client decodes but would show wrongly: a validator warns of each, with its place.
struct ShopRulesTests {
    static let coupon = #"{"title_text": "10% off", "expires_at": "2026-12-06", "button": {"button_text": "Apply", "action": {"type": "apply_coupon", "code": "TEN"}}}"#
    static let deals = #"{"type": "deals_for_you", "deals_for_you": {"header": {"title": "Deals"}, "items": [\#(coupon)]}}"#

    static func decode(_ json: String, now: String) -> FeedDecodeResult {
        FeedDecoder(now: ISO8601Date.parse(now), checksAcrossDocument: true, collectsReferences: true).decode(Data(json.utf8))
    }

    @Test func aCouponPastItsExpiryIsAWarningAndADateAloneLastsTheWholeDay() throws {
        let before = Self.decode(Self.deals, now: "2026-12-06T23:59:58Z")
        #expect(before.diagnostics.isEmpty)
        let after = Self.decode(Self.deals, now: "2026-12-07T00:00:00Z")
        #expect(after.diagnostics.map(\.code) == [.expiredCoupon])
        #expect(after.diagnostics.first?.path == "$.deals_for_you.items[0].expires_at")
        #expect(after.diagnostics.first?.message == "the coupon expired at 2026-12-06T23:59:59Z; it is drawn as expired and its button does nothing")
        let coupon = try #require((after.modules.first?.payload as? DealsForYou)?.items.first)
        #expect(coupon.hasExpired(at: try #require(ISO8601Date.parse("2026-12-07T00:00:00Z"))))
        #expect(!coupon.hasExpired(at: try #require(ISO8601Date.parse("2026-12-06T12:00:00Z"))))
    }

    static func card(price: String, original: String) -> String {
        #"{"type": "listing_detail", "listing_detail": {"listing": {"listing_id": 1, "title": "Cup", "price": \#(price), "original_price": \#(original)}}}"#
    }

    @Test(arguments: [
        (#"{"amount": 2000, "divisor": 100, "currency_code": "EUR"}"#, "original_price is in EUR but price is in USD; original_price ignored"),
        (#"{"amount": 1000, "divisor": 100, "currency_code": "USD"}"#, "original_price is not greater than price; original_price ignored"),
        (#"{"amount": 100, "divisor": 10, "currency_code": "USD"}"#, "original_price is not greater than price; original_price ignored"),
    ])
    func anOriginalPriceThatIsNoSalePriceIsIgnored(original: String, message: String) throws {
        let result = Self.decode(Self.card(price: #"{"amount": 1000, "divisor": 100, "currency_code": "USD"}"#, original: original), now: "2026-01-01")
        #expect(result.diagnostics.map(\.message) == [message])
        #expect(result.diagnostics.map(\.path) == ["$.listing_detail.listing.original_price"])
        #expect((result.modules.first?.payload as? ListingDetail)?.listing.originalPrice == nil)
    }

    @Test func aGreaterOriginalPriceInTheSameCurrencyIsKeptWhateverItsDivisor() {
        let result = Self.decode(Self.card(price: #"{"amount": 1000, "divisor": 100, "currency_code": "USD"}"#, original: #"{"amount": 101, "divisor": 10, "currency_code": "USD"}"#), now: "2026-01-01")
        #expect(result.diagnostics.isEmpty)
        #expect((result.modules.first?.payload as? ListingDetail)?.listing.originalPrice?.amount == 101)
    }

    @Test func twoModulesWithOneIDAreReportedAtTheSecond() {
        let header = #"{"type": "section_header", "id": "top", "section_header": {"title": "T"}}"#
        let result = Self.decode("[\(header), \(header), \(header.replacingOccurrences(of: "top", with: "other"))]", now: "2026-01-01")
        #expect(summary(result) == ["warning $[1].id"])
        #expect(result.diagnostics.first?.message == "the id 'top' is also the id of $[0]; impressions and kept state are keyed by it")
        #expect(result.modules.count == 3)
    }

    /// Hundreds of ids fill the log's table past its first size: every repeat is still found,
    /// and no distinct id is taken for another.
    @Test func repeatedIDsAmongManyAreEachFoundOnce() {
        let modules = (0..<600).map { index in
            #"{"type": "section_header", "id": "m-\#(index % 400)", "section_header": {"title": "T"}}"#
        }
        let result = Self.decode("[\(modules.joined(separator: ","))]", now: "2026-01-01")
        #expect(result.diagnostics.map(\.path) == (400..<600).map { "$[\($0)].id" })
        #expect(result.diagnostics.last?.message == "the id 'm-199' is also the id of $[199]; impressions and kept state are keyed by it")
    }

    @Test(arguments: ["", "   ", "\\n\\t"])
    func aBlankRequiredTextIsAWarning(text: String) {
        let result = Self.decode(#"{"type": "section_header", "section_header": {"title": "\#(text)"}}"#, now: "2026-01-01")
        #expect(result.diagnostics.map(\.code) == [.blankText])
        #expect(result.diagnostics.map(\.path) == ["$.section_header.title"])
        #expect(result.modules.count == 1)
    }

    @Test(arguments: ["javascript:alert(1)", "file:///etc/passwd", "mailto:a@b.c", "/deals", "https://", "http ://x"])
    func anOpenURLThatIsNotTheWebIsAWarning(url: String) {
        let result = Self.decode(#"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "open_url", "url": "\#(url)"}}}"#, now: "2026-01-01")
        #expect(result.diagnostics.map(\.code) == [.nonWebURL])
        #expect(result.diagnostics.map(\.path) == ["$.section_header.action.url"])
    }

    @Test(arguments: ["https://www.etsy.com/listing/1", "HTTP://example.com", "http://localhost:8080/x?y#z"])
    func anOpenURLOfTheWebIsFine(url: String) {
        let result = Self.decode(#"{"type": "section_header", "section_header": {"title": "T", "action": {"type": "open_url", "url": "\#(url)"}}}"#, now: "2026-01-01")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func referencesAreCollectedWithTheirPlaces() {
        let json = """
            {"next_page": "home-2.json", "modules": [
            {"type": "deferred", "deferred": {"path": "parts/a.json"}},
            {"type": "section_header", "section_header": {"title": "T", "action": {"type": "open_feed", "feed": "dealz"}}},
            {"type": "hero_banner", "hero_banner": {"title": "T", "image": {"url": "images/x.png", "alt_text": "X"}}},
            {"type": "promo_banner", "promo_banner": {"title": "T", "image": {"url": "https://img.example.com/y.png", "alt_text": "Y"}}}]}
            """
        let result = Self.decode(json, now: "2026-01-01")
        #expect(result.diagnostics.isEmpty)
        #expect(result.references.map(\.kind) == [.deferred, .feed, .picture, .nextPage])
        #expect(result.references.map(\.path) == ["parts/a.json", "dealz.json", "images/x.png", "home-2.json"])
        #expect(result.references.map(\.jsonPath)[1] == "$.modules[1].section_header.action.feed")
        #expect(result.references.map(\.location) == [
            SourceLocation(line: 2, column: 43), SourceLocation(line: 3, column: 101), SourceLocation(line: 4, column: 72), SourceLocation(line: 1, column: 15),
        ])
    }

    @Test(arguments: ["file:///etc/passwd", "data:image/png;base64,AAAA", "../x.png", "//evil.example/x.png"])
    func aPictureOfAnotherSchemeOrOutsideTheSourceIsRefused(url: String) {
        let result = Self.decode(#"{"type": "hero_banner", "hero_banner": {"title": "T", "image": {"url": "\#(url)"}}}"#, now: "2026-01-01")
        #expect(result.diagnostics.map(\.code) == [.invalidValue])
        #expect(result.diagnostics.first?.message.hasSuffix("field ignored") == true)
        #expect(result.references.isEmpty)
    }
}

/// A client's decoder gathers nothing across a document: a long feed keeps no ids or paths.
struct ClientDecoderTests {
    @Test func aClientDecoderReportsNoRepeatedIDsAndCollectsNoReferences() {
        let header = #"{"type": "section_header", "id": "top", "section_header": {"title": "T", "action": {"type": "open_feed", "feed": "deals"}}}"#
        let result = FeedDecoder().decode(Data("[\(header), \(header)]".utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(result.references.isEmpty)
        #expect(result.modules.count == 2)
    }
}

/// Columns count Unicode scalars, eight bytes at a time or one by one alike.
struct ColumnCountTests {
    @Test func columnsCountScalarsAcrossLongRunsOfMultibyteText() {
        let prefix = #"{"type": "section_header", "section_header": {"title": "é中😀 Ünïcödé tëxt ☃☃☃☃☃☃☃☃☃ done", "#
        let result = decode(prefix + #""sparkle": 1}}"#)
        #expect(result.diagnostics.map(\.code) == [.unknownKey])
        #expect(result.diagnostics.first?.location == SourceLocation(line: 1, column: prefix.unicodeScalars.count + 1))
    }
}
