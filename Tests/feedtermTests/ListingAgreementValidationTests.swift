import Foundation
import Testing

/// `validate` of a source whose listing is shown with two prices: Home's card and the
/// listing's own screen each warned of (FT324), the other place named, from a folder, from one
/// file of it, and from the base URL that serves it.
struct ListingAgreementValidationTests {
    static func card(_ price: Int, title: String = "Mug") -> String {
        #"{"listing_id": 7, "title": "\#(title)", "price": {"amount": \#(price), "divisor": 100, "currency_code": "EUR"}}"#
    }

    static func shop(detailPrice: Int = 1800) throws -> URL {
        try SourceValidationTests.source([
            "home.json": #"{"modules": [{"type": "listing_carousel", "listing_carousel": {"header": {"title": "New"}, "listings": [\#(card(1700))]}}]}"#,
            "deals.json": #"{"modules": []}"#,
            "listings/7.json": "{\"modules\": [{\"type\": \"listing_detail\", \"listing_detail\": {\n\"listing\": \(card(detailPrice))}}]}",
        ])
    }

    @Test func aListingWithTwoPricesIsAWarningAtEachPlaceNamingTheOther() throws {
        let root = try Self.shop()
        defer { try? FileManager.default.removeItem(at: root) }
        let whole = try FeedtermProcess.run(["validate", "."], directory: root)
        #expect(whole.status == 0)
        #expect(try FeedtermProcess.run(["validate", "--strict", "."], directory: root).status == 1, "--strict fails on the finding")
        #expect(whole.stdout.contains("./home.json:1:120: warning: $.modules[0].listing_carousel.listings[0].listing_id: listing 7 is priced €17.00 here but €18.00 in listings/7.json:2:27; a shopper sees one on its card and the other on its screen, and the cart charges the one where it was added [FT324]"), "\(whole.stdout)")
        #expect(whole.stdout.contains("./listings/7.json:2:27: warning: $.modules[0].listing_detail.listing.listing_id: listing 7 is priced €18.00 here but €17.00 in home.json:1:120;"), "\(whole.stdout)")
        // One file alone is checked against every other document of its source.
        let alone = try FeedtermProcess.run(["validate", "home.json"], directory: root)
        #expect(alone.stdout.contains("home.json:1:120: warning:") && alone.stdout.contains("in listings/7.json:2:27") && alone.stdout.contains("1 file checked: 0 errors, 1 warning"), "\(alone.stdout)")
    }

    @Test func oneTitleAndOnePriceEverywhereIsClean() throws {
        let root = try Self.shop(detailPrice: 1700)
        defer { try? FileManager.default.removeItem(at: root) }
        let output = try FeedtermProcess.run(["validate", "--strict", "."], directory: root)
        #expect(output.status == 0 && output.stdout.hasSuffix("3 files checked: 0 errors, 0 warnings\n"), "\(output.stdout)")
    }

    @Test func aServedSourceReadsEachCardsListingScreen() throws {
        let root = try Self.shop()
        defer { try? FileManager.default.removeItem(at: root) }
        let server = try LocalHTTPServer(serving: root.path)
        let output = try FeedtermProcess.run(["validate", server.base.absoluteString])
        #expect(output.stdout.contains("\(server.base.absoluteString)home.json:1:120: warning: $.modules[0].listing_carousel.listings[0].listing_id: listing 7 is priced €17.00 here but €18.00 in listings/7.json:2:27;"), "\(output.stdout)")
        #expect(output.stdout.contains("\(server.base.absoluteString)listings/7.json:2:27: warning:"), "\(output.stdout)")
        #expect(output.stdout.contains("3 files checked: 0 errors, 2 warnings"), "\(output.stdout)")
    }

    @Test func theBundledShopShowsEachListingAlikeAndPassesStrict() throws {
        let output = try FeedtermProcess.run(["validate", "--strict", "layouts/"])
        #expect(output.status == 0, "\(output.stdout)")
        #expect(output.stdout.hasSuffix(" files checked: 0 errors, 0 warnings\n"), "\(output.stdout)")
    }
}
