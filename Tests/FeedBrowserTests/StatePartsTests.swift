@testable import FeedBrowserCore
import FeedModel
import FeedRendering
import Testing

/// The parts of the browser's state, each on its own: navigation, the shopper's state, and the
/// loads in flight.
struct StatePartsTests {
    static func screen(_ id: ScreenID, _ title: String) -> Screen {
        Screen(id: id, kind: .feed(title), title: title, modules: [])
    }

    @Test func navigationFindsAnOpenScreenInAnyTabAndNotAClosedOne() {
        var navigation = Navigation()
        let home = navigation.newScreenID()
        let deals = navigation.newScreenID()
        #expect(home != deals)
        navigation.stacks[.home] = [Self.screen(home, "home")]
        navigation.stacks[.deals] = [Self.screen(deals, "deals")]
        let renamed = navigation.update(deals) { $0.title = "Deals, renamed" }
        #expect(renamed)
        #expect(navigation.stacks[.deals]?.first?.title == "Deals, renamed")
        navigation.stacks[.deals] = []
        let closed = navigation.update(deals) { $0.title = "never" }
        #expect(!closed)
        #expect(navigation.screen(deals) == nil)
        #expect(navigation.screen.title == "home")
    }

    @Test func returningToATabsTopClosesItsOtherScreensAndForgetsScrollAndFocus() {
        var navigation = Navigation()
        var root = Self.screen(navigation.newScreenID(), "home")
        root.anchor = ScrollAnchor(module: 3, row: 2)
        root.focus = ElementID(module: 3, element: 1)
        navigation.stacks[.home] = [root, Self.screen(navigation.newScreenID(), "listing")]
        navigation.stacks[.deals] = [Self.screen(navigation.newScreenID(), "deals")]
        navigation.activeTab = .deals
        navigation.returnToTop(of: .home)
        #expect(navigation.stacks[.home]?.map(\.title) == ["home"])
        #expect(navigation.stacks[.home]?.first?.anchor == .top)
        #expect(navigation.stacks[.home]?.first?.focus == nil)
        #expect(navigation.activeTab == .deals, "which tab shows is the browser's to change")
    }

    @Test func aToggledFavoriteWinsOverTheFeedsValueUntilToggledBack() {
        var shopper = ShopperState()
        let card = ListingCard(listingID: 5, title: "Mug", price: Money(amount: 100, divisor: 100, currencyCode: "USD"), isFavorite: true)
        #expect(shopper.view.isFavorite(card))
        #expect(shopper.toggleFavorite(card) == .favorite(card, false))
        #expect(!shopper.view.isFavorite(card))
        #expect(shopper.toggleFavorite(card) == .favorite(card, true))
        #expect(shopper.toggleFollow(9, name: "Oak & Ember") == .follow(shopID: 9, name: "Oak & Ember", true))
        #expect(shopper.toggleFollow(9, name: "Oak & Ember") == .follow(shopID: 9, name: "Oak & Ember", false))
    }

    @Test func theCartKeepsTheOrderLinesWereAddedInAndZeroRemovesALine() {
        var shopper = ShopperState()
        let mug = ListingCard(listingID: 5, title: "Mug", price: Money(amount: 100, divisor: 100, currencyCode: "USD"))
        let tray = ListingCard(listingID: 6, title: "Tray", price: Money(amount: 300, divisor: 1, currencyCode: "JPY"))
        _ = shopper.addToCart(mug, 2)
        _ = shopper.addToCart(tray, 1)
        #expect(shopper.addToCart(mug, 1) == .addToCart(mug, 1))
        #expect(shopper.kept.cart.map(\.listing.listingID) == [5, 6])
        #expect(shopper.cartCount == 4)
        #expect(shopper.view.cartQuantities == [5: 3, 6: 1])
        #expect(shopper.addToCart(mug, -5) == .addToCart(mug, -3), "a line never goes below none")
        #expect(shopper.kept.cart.map(\.listing.listingID) == [6])
        #expect(shopper.addToCart(tray, .max) == .addToCart(tray, CartLine.maximumQuantity - 1), "nor above its limit, whatever a feed's quantity")
        #expect(shopper.addToCart(tray, .min) == .addToCart(tray, -CartLine.maximumQuantity))
        _ = shopper.addToCart(tray, 2)
        #expect(shopper.removeFromCart(tray) == .removeFromCart(tray))
        #expect(shopper.kept.cart.isEmpty)
        #expect(CartLine.totals(of: [CartLine(listing: mug, quantity: 2), CartLine(listing: tray, quantity: 2), CartLine(listing: mug, quantity: 1)]) == "$3.00 · ¥600")
        let priceless = ListingCard(listingID: 7, title: "Priceless", price: Money(amount: .max / 2 + 1, divisor: 100, currencyCode: "USD"))
        #expect(CartLine.totals(of: [CartLine(listing: tray, quantity: 1), CartLine(listing: priceless, quantity: 2)]) == "¥300 · USD too large to show")
        #expect(CartLine.totals(of: [CartLine(listing: priceless, quantity: 1), CartLine(listing: priceless, quantity: 1)]) == "USD too large to show")
    }

    @Test func aLoadIsFinishedOnceAndAnUnknownOneIsIgnored() {
        var loads = LoadsInFlight()
        let screen = ScreenID(value: 1)
        let first = loads.start("home.json", for: .screen(screen))
        let second = loads.start("part.json", for: .slot(screen, key: "p"))
        #expect(first.id != second.id)
        #expect(loads.count == 2)
        let purpose = loads.finish(second.id)
        let again = loads.finish(second.id)
        #expect(purpose == .slot(screen, key: "p"))
        #expect(again == nil)
        #expect(loads.count == 1)
    }
}

/// Which document each module of a screen came from, as deferred parts replace placeholders.
struct DocumentSpanTests {
    @Test func replacingAPlaceholderSplitsItsSpanAroundTheNewModules() {
        let spans = [DocumentSpan(range: 0..<5, path: "home.json")]
        let replaced = DocumentSpan.replacing(2, in: spans, with: 3, from: "recent.json")
        #expect(replaced == [
            DocumentSpan(range: 0..<2, path: "home.json"),
            DocumentSpan(range: 2..<5, path: "recent.json"),
            DocumentSpan(range: 5..<7, path: "home.json"),
        ])
        #expect(DocumentSpan.replacing(4, in: spans, with: 0, from: "empty.json") == [DocumentSpan(range: 0..<4, path: "home.json")])
    }
}
