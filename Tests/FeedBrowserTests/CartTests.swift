import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Foundation
import Testing

/// The Cart tab, quantities, checkout and orders, and state that lasts across runs.
struct CartTests {
    /// Opens listing `id` from Home, as its card's open_listing would, and presses Enter on its
    /// "Add to cart" `times` times.
    static func add(_ id: Int, times: Int, in harness: Harness) {
        harness.send(.answered(.openListing(listingID: id), .notHandled))
        harness.press(.home)
        for _ in 0..<10 where harness.focused?.action != .addToCart(listingID: id, quantity: 1) {
            harness.press(.down)
        }
        #expect(harness.focused?.action == .addToCart(listingID: id, quantity: 1), "listing \(id) has an Add to cart")
        for _ in 0..<times { harness.press(.enter) }
        harness.press(.escape)
    }

    @Test func linesQuantitiesRemovalAndCheckout() throws {
        let harness = Harness()
        Self.add(1001, times: 2, in: harness)
        Self.add(1002, times: 1, in: harness)
        #expect(harness.lines[0].contains(" 4 Cart (3) "))
        harness.press(.character("4"))
        #expect(harness.browser.activeTab == .cart)
        let text = harness.screenText
        #expect(text.contains("Walnut cutting board, end grain · Oak & Ember"))
        #expect(text.contains("$48.00 × 2 = $96.00"))
        #expect(text.contains("€18.00 × 1 = €18.00"))
        #expect(text.contains("Total $96.00 · €18.00"), "one total per currency")
        // The first line has focus: + makes it 3, x removes the other.
        harness.press(.character("+"))
        #expect(harness.screenText.contains("$48.00 × 3 = $144.00"))
        harness.press(.down, .character("x"))
        #expect(!harness.lines.dropLast().joined().contains("Speckled ceramic mug"))
        #expect(harness.browser.statusMessage == .removedFromCart(title: "Speckled ceramic mug"))
        #expect(harness.browser.cartCount == 3)
        harness.press(.character("o"))
        #expect(harness.screenText.contains("Check out?"))
        harness.press(.character("n"))
        #expect(harness.browser.cartCount == 3, "anything but y cancels")
        // Home was left on a listing's screen; checkout returns to Home itself, at its top.
        harness.press(.character("1"))
        harness.send(.answered(.openListing(listingID: 1004), .notHandled))
        harness.press(.character("4"), .character("o"), .character("y"))
        #expect(harness.browser.cartCount == 0)
        #expect(harness.browser.activeTab == .home)
        #expect(harness.browser.breadcrumb == ["Home"])
        #expect(harness.lines[2].contains("Search for anything"), "Home shows its top")
        #expect({ if case .orderPlaced(items: 3, let totals) = harness.browser.statusMessage { totals.hasPrefix("$144.00") } else { false } }(), "\(harness.browser.statusMessage)")
        harness.press(.character("c"))
        #expect(harness.screenText.contains("Your cart is empty"))
        #expect(harness.screenText.contains("Order 1 · "))
        #expect(harness.screenText.contains("3 × Walnut cutting board, end grain"))
    }

    @Test func aListingsScreenSaysHowManyAreInTheCartAndPlusMinusChangeIt() {
        let harness = Harness()
        Self.add(1001, times: 1, in: harness)
        harness.send(.answered(.openListing(listingID: 1001), .notHandled))
        #expect(harness.screenText.contains("In cart: 1"))
        harness.press(.character("+"), .character("+"))
        #expect(harness.screenText.contains("In cart: 3"))
        harness.press(.character("-"))
        #expect(harness.browser.cartCount == 2)
    }

    @Test func followingAShopNamesItAndFavoritesListsIt() {
        let harness = Harness()
        harness.send(.answered(.openShop(shopID: 5004, shopName: nil), .notHandled))
        harness.send(.answered(.followShop(shopID: 5004), .notHandled))
        #expect({ if case .following(let shop, isFollowing: true) = harness.browser.statusMessage { !shop.contains("5004") } else { false } }(), "\(harness.browser.statusMessage)")
        #expect(harness.screenText.contains("✓ Following"))
        harness.press(.character("3"))
        #expect(harness.lines.contains { $0.hasPrefix("Shops you follow") })
        #expect(harness.lines.contains { $0.hasPrefix("1 shop ") })
        #expect(harness.screenText.contains("✓ Following"))
    }

    @Test func aFeedsHugeQuantityFillsOneLineToItsLimitAndNeverOverflows() {
        let home = #"""
        [{"type": "listing_detail", "listing_detail": {
            "listing": {"listing_id": 1, "title": "Priceless", "price": {"amount": 4611686018427387904, "divisor": 100, "currency_code": "USD"}},
            "button": {"button_text": "Add all", "action": {"type": "add_to_cart", "listing_id": 1, "quantity": 9223372036854775807}}}}]
        """#
        let harness = Harness(source: MemorySource(files: ["home.json": home, "deals.json": "[]"]))
        for _ in 0..<10 where harness.focused?.action != .addToCart(listingID: 1, quantity: .max) {
            harness.press(.down)
        }
        harness.press(.enter)
        #expect(harness.browser.cartCount == CartLine.maximumQuantity)
        harness.press(.enter)
        #expect(harness.browser.cartCount == CartLine.maximumQuantity)
        #expect(harness.browser.statusMessage == .cartLineFull(title: "Priceless"))
        harness.press(.character("4"))
        #expect(harness.screenText.contains("Total USD too large to show"))
        #expect(harness.screenText.contains("= too much to show"))
    }

    @Test func theTabBarKeepsEveryTabAndTheCartCountDownToTwentyColumns() {
        let harness = Harness(width: 20, height: 8)
        #expect(harness.lines[0].contains("4(0)"))
        #expect(harness.lines[0].contains("3(2)"))
        harness.send(.click(x: harness.lines[0].distance(of: "4(0)"), y: 0))
        #expect(harness.browser.activeTab == .cart)
    }

    @Test func favoritesTheCartAndOrdersLastAcrossRuns() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-cart-\(UUID().uuidString)/state.sqlite")
        let first = Harness(store: StateStore.open(at: url))
        Self.add(1002, times: 2, in: first)
        first.send(.answered(.toggleFavorite(listingID: 1004), .notHandled))
        let second = Harness(store: StateStore.open(at: url))
        #expect(second.browser.cartCount == 2)
        #expect(second.browser.favoriteListings.contains { $0.listingID == 1004 })
        // A change in one browser shows in the other when it reads the kept state again (r on
        // Favorites), not on every key: switching tabs reads nothing.
        first.send(.answered(.toggleFavorite(listingID: 1001), .notHandled))
        second.press(.character("3"))
        #expect(!second.browser.favoriteListings.contains { $0.listingID == 1001 })
        second.press(.character("r"))
        #expect(second.browser.favoriteListings.contains { $0.listingID == 1001 })
    }
}

extension String {
    /// The column where `fragment` starts, counting characters.
    func distance(of fragment: String) -> Int {
        range(of: fragment).map { distance(from: startIndex, to: $0.lowerBound) } ?? -1
    }
}
