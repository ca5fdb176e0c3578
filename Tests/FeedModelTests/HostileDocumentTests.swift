import FeedModel
import Foundation
import Testing

/// Documents built to break a decoder (issue #5): each is one clear fatal error or a
/// diagnostic at its field, never a crash, and never more lost than the layout format says.
struct HostileDocumentTests {
    @Test func nestingOneHundredThousandDeepIsFatalNotACrash() {
        let result = decode(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.message) == ["malformed JSON: nesting deeper than 512 levels"])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(line: 1, column: 513)])
    }

    @Test func deepObjectsInsideAValidModuleAreFatalToo() {
        let deep = String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        let result = decode(#"[\#(headerModuleJSON), {"type": "section_header", "section_header": {"title": "x", "extra": \#(deep)}}]"#)
        #expect(result.document == nil)
        #expect(result.diagnostics.first?.message.hasPrefix("malformed JSON: nesting deeper than 512 levels") == true)
    }

    @Test(arguments: [
        (#"a\ud800b"#, #"\ud800"#),  // high half, then a letter
        (#"a\udc00"#, #"\udc00"#),  // low half alone
        (#"\ud83d\u0041"#, #"\ud83d"#),  // high half, then another escape
        (#"end\uDBFF"#, #"\uDBFF"#),  // high half at the end of the string
    ])
    func loneSurrogateEscapesAreFatalAndSayWhere(title: String, escape: String) {
        let result = decode(#"{"type": "section_header", "section_header": {"title": "\#(title)"}}"#)
        #expect(result.document == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.hasPrefix("malformed JSON: invalid \\u escape: \(escape) is half of a UTF-16 surrogate pair") == true)
        #expect(result.diagnostics.first?.code == .loneSurrogate)
        #expect(result.diagnostics.first?.location?.line == 1)
    }

    @Test func surrogatePairsAndEscapedBackslashesAreNotLoneSurrogates() {
        let result = decode(#"{"type": "section_header", "section_header": {"title": "\ud83d\ude00 and \\ud800 as text"}}"#)
        #expect(result.diagnostics.isEmpty)
        #expect((result.modules.first?.payload as? SectionHeader)?.header.title == "😀 and \\ud800 as text")
    }

    @Test func nulBytesOutsideStringsAreFatalWithTheirPlace() {
        var data = Data(#"{"type": "section_header", "#.utf8)
        data.append(0)
        data.append(contentsOf: Array(#""section_header": {"title": "x"}}"#.utf8))
        let result = FeedDecoder().decode(data)
        #expect(result.document == nil)
        #expect(result.diagnostics.map(\.message) == ["malformed JSON: expected a key in double quotes, found U+0000"])
        #expect(result.diagnostics.map(\.location) == [SourceLocation(line: 1, column: 28)])
    }

    @Test func aRawNulByteInsideAStringIsFatal() {
        var data = Data(#"{"type": "section_header", "section_header": {"title": "a"#.utf8)
        data.append(0)
        data.append(contentsOf: Array(#"b"}}"#.utf8))
        let result = FeedDecoder().decode(data)
        #expect(result.document == nil)
        #expect(result.diagnostics.first?.message.hasPrefix("malformed JSON: unescaped control character") == true)
    }

    @Test func anEscapedNulIsKeptInsideTheString() {
        let result = decode(#"{"type": "section_header", "section_header": {"title": "a\u0000b"}}"#)
        #expect(result.diagnostics.isEmpty)
        #expect((result.modules.first?.payload as? SectionHeader)?.header.title == "a\u{0}b")
    }

    @Test func numbersOutOfRangeAreDiagnosedAtTheirField() {
        let result = decode(#"""
            {"type": "listing_carousel", "listing_carousel": {"header": {"title": "H"}, "listings": [
              {"listing_id": 1, "title": "a", "rating": 1e400, "price": {"amount": 1, "divisor": 1, "currency_code": "JPY"}},
              {"listing_id": 2, "title": "b", "price": {"amount": 1e400, "divisor": 1, "currency_code": "JPY"}},
              {"listing_id": 3, "title": "c", "review_count": 9223372036854775808, "price": {"amount": 1, "divisor": 1, "currency_code": "JPY"}},
              {"listing_id": 4, "title": "d", "review_count": 1.5, "price": {"amount": 1, "divisor": 1, "currency_code": "JPY"}}]}}
            """#)
        #expect(summary(result) == [
            "warning $.listing_carousel.listings[0].rating",
            "warning $.listing_carousel.listings[1].price.amount",
            "warning $.listing_carousel.listings[2].review_count",
            "warning $.listing_carousel.listings[3].review_count",
        ])
        #expect(result.diagnostics[0].message == "number 1e400 is out of range for a number; field ignored")
        let listings = (result.modules.first?.payload as? ListingCarousel)?.listings
        #expect(listings?.map(\.listingID) == [1, 3, 4])
        #expect(listings?.first?.rating == nil)
    }

    @Test func aTenMegabyteTitleDecodesWhole() {
        let title = String(repeating: "Ω", count: 5_000_000)
        let result = decode(#"{"type": "section_header", "section_header": {"title": "\#(title)"}}"#)
        #expect(result.diagnostics.isEmpty)
        #expect((result.modules.first?.payload as? SectionHeader)?.header.title.count == 5_000_000)
    }

    @Test func aFeedOfOneHundredThousandModulesKeepsThemAll() {
        let modules = (0..<100_000).map { #"{"type": "section_header", "section_header": {"title": "Module \#($0)"}}"# }
        let result = decode(#"{"modules": [\#(modules.joined(separator: ","))]}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.modules.count == 100_000)
    }
}
