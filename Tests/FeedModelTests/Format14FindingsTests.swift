import FeedModel
import Foundation
import Testing

/// What version 1.4 of the format adds to what a decode reports and collects: a picture with
/// nothing for a screen reader to say (FT323), and the title and price each card shows, which
/// every place of a source must agree on (FT324).
struct Format14FindingsTests {
    static func banner(image: String) -> String {
        #"{"modules": [{"type": "hero_banner", "hero_banner": {"title": "T",\#n "image": \#(image)}}]}"#
    }

    @Test(arguments: [
        (#"{"url": "images/a.png"}"#, "the picture has no alt_text", 2, 11),
        (#"{"url": "images/a.png", "alt_text": null}"#, "the picture has no alt_text", 2, 47),
        (#"{"url": "images/a.png", "alt_text": ""}"#, "alt_text is empty", 2, 47),
        (#"{"url": "images/a.png", "alt_text": " \t "}"#, "alt_text is only white space", 2, 47),
    ] as [(String, String, Int, Int)])
    func aPictureWithNothingToSayIsAWarningAtItsAltText(image: String, message: String, line: Int, column: Int) throws {
        let result = decode(Self.banner(image: image))
        #expect(result.modules.count == 1, "the picture is still drawn")
        let warning = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(warning.code == .pictureWithoutWords && warning.severity == .warning)
        #expect(warning.path == "$.modules[0].hero_banner.image.alt_text")
        #expect(warning.message.hasPrefix(message), "\(warning.message)")
        #expect(warning.location == SourceLocation(line: line, column: column), "a missing one at the Image, any other at its value")
    }

    @Test func aPictureThatSaysWhatItShowsIsNoFinding() {
        #expect(decode(Self.banner(image: #"{"url": "images/a.png", "alt_text": "A red mug"}"#)).diagnostics.isEmpty)
    }

    @Test func eachCardsTitleAndPriceAreCollectedAtItsListingID() throws {
        var decoder = FeedDecoder(now: testsDecodeAt)
        decoder.collectsReferences = true
        let json = #"{"modules": [{"type": "listing_grid", "listing_grid": {"header": {"title": "G"}, "listings": [\#(listingJSON(7, title: "Mug")), \#(listingJSON(8, title: "Bowl"))]}}]}"#
        let cards = decoder.decode(Data(json.utf8)).references.filter { $0.kind == .listing }
        #expect(cards.map(\.path) == ["7", "8"])
        #expect(cards.first?.jsonPath == "$.modules[0].listing_grid.listings[0].listing_id")
        #expect(cards.first?.shown == ShownListing(title: "Mug", price: Money(amount: 1200, divisor: 100, currencyCode: "USD")))
        #expect(cards.allSatisfy { !$0.kind.namesFile }, "a listing names no file the source must have")
        #expect(FeedDecoder(now: testsDecodeAt).decode(Data(json.utf8)).references.isEmpty, "a client collects none")
    }
}
