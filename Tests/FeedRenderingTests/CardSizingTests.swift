import FeedModel
import FeedRendering
import Testing

/// Cards use the row they are in, within a narrowest and widest; a listing's screen says each
/// thing once.
struct CardSizingTests {
    static func card(_ id: Int) -> ListingCard {
        ListingCard(listingID: id, title: "Card \(id)", price: Money(amount: 100, divisor: 100, currencyCode: "USD"))
    }

    /// The columns a drawn line covers, from its first to its last non-blank cell.
    static func usedWidth(_ line: String) -> Int {
        let characters = Array(line)
        guard let last = characters.lastIndex(where: { $0 != " " }) else { return 0 }
        return last + 1
    }

    @Test(arguments: [60, 80, 100, 120, 160])
    func aCarouselRowUsesItsWidth(width: Int) {
        let module = Module(type: "listing_carousel", payload: ListingCarousel(header: Header(title: "H"), listings: (1...9).map(Self.card)))
        let lines = PlainTextSerializer.lines(of: FeedRenderer(theme: .mono).render(module, width: width))
        let row = lines[1]  // the cards' top edges, under the header
        // Every card of the row is one width, from 24 to 32 columns, and they fill the row
        // (less the scroll marks and a remainder) unless they are already at their widest.
        let cardWidths = row.split(separator: Character("╭")).dropFirst().map { (part: Substring) in part.prefix { $0 != Character("╮") }.count + 2 }
        #expect(Set(cardWidths).count == 1, "\(width): \(cardWidths)")
        #expect(cardWidths.allSatisfy { (24...32).contains($0) }, "\(width): \(cardWidths)")
        #expect(width - Self.usedWidth(row) <= 8 || cardWidths.allSatisfy { $0 == 32 }, "\(width): \(row)")
    }

    @Test func aSingleGridCardIsACardNotABand() {
        let module = Module(type: "listing_grid", payload: ListingGrid(header: Header(title: "1 found"), listings: [Self.card(1)]))
        let lines = PlainTextSerializer.lines(of: FeedRenderer(theme: .mono).render(module, width: 100))
        #expect(Self.usedWidth(lines[1]) == GridComponent.maximumCardWidth)
    }

    @Test func aListingsScreenSaysFreeShippingOnce() {
        var listing = Self.card(1)
        listing.freeShipping = true
        listing.rating = 4.5
        let said = ListingDetail(listing: listing, shippingText: "Free shipping")
        let module = Module(type: "listing_detail", payload: said)
        let text = PlainTextSerializer.string(of: FeedRenderer(theme: .mono).render(module, width: 60))
        #expect(text.components(separatedBy: "Free shipping").count - 1 == 1)
        // Without a shipping line, the flag is what says it.
        let unsaid = Module(type: "listing_detail", payload: ListingDetail(listing: listing))
        #expect(PlainTextSerializer.string(of: FeedRenderer(theme: .mono).render(unsaid, width: 60)).contains("Free shipping"))
    }
}
