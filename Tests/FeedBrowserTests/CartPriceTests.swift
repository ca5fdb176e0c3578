import FeedBrowser
@testable import FeedBrowserCore
import FeedInput
import FeedModel
import Testing

/// The cart charges the price shown where the item was added (the layout format's add_to_cart):
/// a listing's own screen's price when added there, the card's when added from a card; a line
/// already in the cart keeps its price.
struct CartPriceTests {
    static func money(_ amount: Int) -> String {
        #"{"amount": \#(amount), "divisor": 100, "currency_code": "EUR"}"#
    }

    /// The bowl at €20.00 in Home's carousel and at €25.00 in its grid, whose card adds it
    /// straight to the cart; the mug at €17.00 on the grid's card and at €18.00 on its own
    /// screen.
    static let source = MemorySource(files: [
        "home.json": #"{"modules": [{"type": "listing_carousel", "listing_carousel": {"header": {"title": "Seen"}, "listings": [{"listing_id": 8, "title": "Bowl", "price": \#(money(2000))}]}}, {"type": "listing_grid", "listing_grid": {"header": {"title": "Picks"}, "listings": [{"listing_id": 7, "title": "Mug", "price": \#(money(1700))}, {"listing_id": 8, "title": "Bowl", "price": \#(money(2500)), "action": {"type": "add_to_cart", "listing_id": 8}}]}}]}"#,
        "deals.json": "[]",
        "listings/7.json": #"{"modules": [{"type": "listing_detail", "listing_detail": {"listing": {"listing_id": 7, "title": "Mug", "price": \#(money(1800))}, "button": {"button_text": "Add to cart", "action": {"type": "add_to_cart", "listing_id": 7}}}}]}"#,
    ])

    /// Sends the host's "not handled" for every action the last event asked it to perform.
    static func leaveToTheBrowser(_ driver: Harness) {
        for action in driver.performed {
            driver.send(.answered(action, .notHandled))
        }
    }

    static func cartPrice(_ driver: Harness, _ listingID: Int) -> Int? {
        driver.state.kept.cart.first { $0.listing.listingID == listingID }?.listing.price.amount
    }

    @Test func addedOnItsOwnScreenTheCartChargesThatScreensPrice() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.performed == [.openListing(listingID: 7)])
        Self.leaveToTheBrowser(driver)
        driver.loadAll()
        #expect(driver.screenText.contains("€18.00"))
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.performed == [.addToCart(listingID: 7, quantity: 1)])
        Self.leaveToTheBrowser(driver)
        #expect(Self.cartPrice(driver, 7) == 1800, "the page's price, not the card's €17.00")
        // + on the same screen adds one more of the same line, at the same price.
        driver.press(.character("+"))
        #expect(driver.state.kept.cart.first?.quantity == 2)
        #expect(Self.cartPrice(driver, 7) == 1800)
    }

    @Test func addedFromACardTheCartChargesTheCardsPrice() {
        let driver = Harness(source: Self.source, answers: .whenAsked)
        driver.loadAll()
        driver.press(.tab, .right)
        driver.press(.enter)
        #expect(driver.performed == [.addToCart(listingID: 8, quantity: 1)])
        Self.leaveToTheBrowser(driver)
        #expect(Self.cartPrice(driver, 8) == 2500, "the grid card's price, not the carousel's €20.00 seen first")
    }
}
