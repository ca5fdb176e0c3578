import FeedModel
import FeedRendering
import Testing

/// Under a non-UTF-8 locale preview prints ASCII, every cell keeping its width.
struct ASCIIFallbackTests {
    @Test(arguments: [
        ("╭─╮│╰╯", "+-+|++"), ("Crème brûlée", "Creme brulee"), ("ÅØ", "AO"), ("♥♡★›…", "@o*>."),
        ("€24", "E24"), ("␛]0;x␇", "^]0;x^"), ("␋␌␟␡", "^^^^"), ("e\u{301}", "e"), ("ß", "?"),
    ])
    func charactersBecomeTheirStandIns(raw: String, ascii: String) {
        #expect(String(raw.map(ASCIIFallback.character(for:))) == ascii)
    }

    @Test func pricesNameTheirCurrencyAndFavoritesAreNotStars() throws {
        let card = ListingCard(
            listingID: 1, title: "Mug", price: Money(amount: 1800, divisor: 100, currencyCode: "EUR"),
            originalPrice: Money(amount: 320_000, divisor: 1, currencyCode: "JPY"), rating: 4.6, isFavorite: true
        )
        let module = Module(type: "listing_grid", payload: ListingGrid(header: Header(title: "G"), listings: [card], columns: 1))
        let renderer = FeedRenderer(options: LayoutOptions(asciiOnly: true))
        let text = PlainTextSerializer.string(of: renderer.render(module, width: 40).asciiOnly())
        #expect(text.contains("EUR 18.00 JPY 320,000"))
        #expect(text.contains("*4.6"))
        #expect(text.contains("@"))
        #expect(!text.contains("E18.00"))
    }

    @Test func wideGlyphsBecomeTwoCellsAndEveryLineKeepsItsWidth() {
        var buffer = Buffer(width: 12, height: 1)
        _ = buffer.draw(DisplayText("中文 ok ♥"), in: buffer.area, style: .plain)
        let ascii = buffer.asciiOnly()
        #expect(ascii.line(0) == "???? ok @   ")
        #expect(BufferAudit.problems(in: ascii).isEmpty)
    }

    @Test func theBundledFeedsHaveNoByteAboveASCII() {
        for modules in LayoutInvariantTests.feeds {
            let lines = PlainTextSerializer.lines(of: FeedRenderer().render(modules, width: 80).asciiOnly())
            #expect(lines.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } && $0.utf8.count <= 80 })
        }
    }
}
