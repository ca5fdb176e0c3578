import FeedModel
import Foundation
import Testing

/// What version 1.3 of the format adds to what a validator reports: a Money amount of at least
/// 0, a discount_text that agrees with the prices, and an Image's width and height together.
struct Format13FindingsTests {
    static func card(_ fields: String) -> String {
        #"{"type": "listing_grid", "listing_grid": {"header": {"title": "G"}, "listings": [{"listing_id": 1, "title": "Mug", \#(fields)}]}}"#
    }

    static let price = #""price": {"amount": 6400, "divisor": 100, "currency_code": "USD"}"#
    static let original = #""original_price": {"amount": 8000, "divisor": 100, "currency_code": "USD"}"#

    @Test func aNegativeAmountMakesTheMoneyInvalid() {
        let required = decode(Self.card(#""price": {"amount": -1, "divisor": 100, "currency_code": "USD"}"#))
        #expect(required.modules.isEmpty)
        #expect(required.diagnostics.contains { $0.path == "$.listing_grid.listings[0].price.amount" && $0.message.contains("amount must not be negative, found -1") })
        let optional = decode(Self.card(Self.price + #", "original_price": {"amount": -8000, "divisor": 100, "currency_code": "USD"}"#))
        #expect(optional.modules.count == 1)
        #expect(summary(optional) == ["warning $.listing_grid.listings[0].original_price.amount"])
    }

    @Test(arguments: [
        ("20% off", true, nil),
        ("Sale: 21% off", true, nil),
        ("Save 30 % today", true, "discount_text states 30% but original_price and price give 20%; a client shows both"),
        ("25% off", false, "discount_text states 25% but there is no valid original_price to take it from; a client shows a discount nothing supports"),
        ("Free shipping", false, nil),
        ("99999999999999999999% off", true, "discount_text states more than 100%, which no original_price and price give"),
        ("Über 12.5 % – 🌸 sale", true, "discount_text states 12.5% but original_price and price give 20%; a client shows both"),
        ("Größe 2 · 19.6 %", true, nil),
        ("v1.2.3% off", true, nil),
        ("30 €% off, 7 days", false, nil),
        ("Ab 40 %", false, "discount_text states 40% but there is no valid original_price to take it from; a client shows a discount nothing supports"),
    ] as [(String, Bool, String?)])
    func aDiscountTextMustAgreeWithThePrices(text: String, withOriginal: Bool, problem: String?) throws {
        let result = decode(Self.card(Self.price + (withOriginal ? ", " + Self.original : "") + #", "discount_text": "\#(text)""#))
        #expect(result.modules.count == 1)
        #expect(result.diagnostics.map(\.message) == (problem.map { [$0] } ?? []))
        #expect(result.diagnostics.allSatisfy { $0.code == .discountDisagrees && $0.path == "$.listing_grid.listings[0].discount_text" })
    }

    @Test func anImageGivesWidthAndHeightTogether() throws {
        let both = decode(Self.card(Self.price + #", "image": {"url": "images/mug.png", "alt_text": "A mug", "width": 640, "height": 480}"#))
        let card = try #require((both.modules.first?.payload as? ListingGrid)?.listings.first)
        #expect(card.image?.size == PictureSize(width: 640, height: 480))
        #expect(both.diagnostics.isEmpty)
        let alone = decode(Self.card(Self.price + #", "image": {"url": "images/mug.png", "alt_text": "A mug", "width": 640}"#))
        #expect(alone.diagnostics.map(\.code) == [.pictureSize])
        #expect(alone.diagnostics.first?.path == "$.listing_grid.listings[0].image.width")
        #expect(((alone.modules.first?.payload as? ListingGrid)?.listings.first?.image?.size) == nil)
        #expect(decode(Self.card(Self.price + #", "image": {"url": "images/mug.png", "alt_text": "A mug", "width": 0, "height": 480}"#)).diagnostics.map(\.code) == [.invalidValue], "a width that is wrong is not also missing")
    }

    @Test func aSizeHasTheAspectOfAnotherWithinOnePercent() {
        let file = PictureSize(width: 192, height: 128)
        #expect(PictureSize(width: 300, height: 200).hasAspect(of: file))
        #expect(PictureSize(width: 301, height: 200).hasAspect(of: file))
        #expect(!PictureSize(width: 200, height: 200).hasAspect(of: file))
    }
}
