@testable import FeedBrowser
import FeedModel
import FeedRendering
import Testing

/// The parts of the browser's state, each on its own: navigation, the shopper's state, and the
/// loads in flight.
struct StatePartsTests {
    static func screen(_ id: ScreenID, _ title: String) -> Screen {
        Screen(id: id, kind: .feed(title), title: title, list: ModuleList(modules: [], renderer: FeedRenderer()))
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

    @Test func aToggledFavoriteWinsOverTheFeedsValueUntilToggledBack() {
        var shopper = ShopperState()
        let card = ListingCard(listingID: 5, title: "Mug", price: Money(amount: 100, divisor: 100, currencyCode: "USD"), isFavorite: true)
        #expect(shopper.view.isFavorite(card))
        let first = shopper.toggleFavorite(5, card: card)
        #expect(!first)
        #expect(!shopper.view.isFavorite(card))
        let second = shopper.toggleFavorite(5, card: card)
        #expect(second)
        let follow = shopper.toggleFollow(9)
        let unfollow = shopper.toggleFollow(9)
        #expect(follow && !unfollow)
        shopper.add(5, quantity: 2)
        shopper.add(6, quantity: 1)
        #expect(shopper.cartCount == 3)
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
