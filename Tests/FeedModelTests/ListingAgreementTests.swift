import FeedModel
import Testing

/// One listing shown alike in every document of a source (FT324): each place that differs in
/// price or title is named, and the same price written with another divisor is the same.
struct ListingAgreementTests {
    static func card(_ id: Int, _ title: String, _ amount: Int, divisor: Int = 100, currency: String = "EUR", at line: Int) -> SourceReference {
        var reference = SourceReference(kind: .listing, path: String(id), jsonPath: "$.modules[\(line)].listing_id", location: SourceLocation(line: line, column: 5))
        reference.shown = ShownListing(title: title, price: Money(amount: amount, divisor: divisor, currencyCode: currency))
        return reference
    }

    @Test func aPriceThatDiffersIsNamedAtBothPlaces() {
        let home = [Self.card(7, "Mug", 1700, at: 3)], page = [Self.card(7, "Mug", 1800, at: 9)]
        var agreement = ListingAgreement()
        agreement.add(home, of: "home.json")
        agreement.add(page, of: "listings/7.json")
        let atHome = agreement.disagreements(of: home, in: "home.json")
        #expect(atHome.map(\.message) == ["listing 7 is priced €17.00 here but €18.00 in listings/7.json:9:5; a shopper sees one on its card and the other on its screen, and the cart charges the one where it was added"])
        #expect(atHome.first?.code == .listingDisagrees && atHome.first?.location == SourceLocation(line: 3, column: 5))
        #expect(agreement.disagreements(of: page, in: "listings/7.json").first?.message.hasPrefix("listing 7 is priced €18.00 here but €17.00 in home.json:3:5") == true)
    }

    @Test func aTitleACurrencyOrBothAreNamedAsTheyDiffer() {
        var agreement = ListingAgreement()
        let here = [Self.card(7, "Mug", 1700, at: 1)]
        agreement.add(here, of: "home.json")
        agreement.add([Self.card(7, "Cup", 1700, at: 2)], of: "deals.json")
        agreement.add([Self.card(7, "Cup", 1700, currency: "USD", at: 3)], of: "deals-2.json")
        agreement.add([Self.card(7, "Mug", 1700, currency: "USD", at: 4)], of: "deals-3.json")
        let message = agreement.disagreements(of: here, in: "home.json").first?.message ?? ""
        #expect(message.hasPrefix("listing 7 is titled 'Mug' here but 'Cup' in deals.json:2:5 (and 2 more places);"), "\(message)")
        var both = ListingAgreement()
        both.add(here, of: "home.json")
        both.add([Self.card(7, "Cup", 1700, currency: "USD", at: 3)], of: "deals-2.json")
        #expect(both.disagreements(of: here, in: "home.json").first?.message.hasPrefix("listing 7 is 'Mug' at €17.00 here but 'Cup' at $17.00 in deals-2.json:3:5;") == true)
    }

    @Test func theSamePriceAndTitleAnywhereIsNoFinding() {
        var agreement = ListingAgreement()
        let home = [Self.card(7, "Mug", 1700, at: 1), Self.card(8, "Bowl", 900, at: 2)]
        agreement.add(home, of: "home.json")
        agreement.add([Self.card(7, "Mug", 170, divisor: 10, at: 5), Self.card(9, "Cup", 100, at: 6)], of: "listings/7.json")
        #expect(agreement.disagreements(of: home, in: "home.json").isEmpty)
    }

    @Test func twoCardsOfOneDocumentThatDifferAreEachNamed() {
        var agreement = ListingAgreement()
        let home = [Self.card(7, "Mug", 1700, at: 1), Self.card(7, "Mug", 1500, at: 8)]
        agreement.add(home, of: "home.json")
        let found = agreement.disagreements(of: home, in: "home.json")
        #expect(found.map(\.location?.line) == [1, 8])
        #expect(found.first?.message.contains("in home.json:8:5") == true)
    }
}
