@testable import FeedBrowserCore
import FeedModel
import Testing

/// The shopper feature on its own: each intent's status line and saves.
struct ShopperFeatureTests {
    static let mug = ListingCard(listingID: 5, title: "Mug", price: Money(amount: 1200, divisor: 100, currencyCode: "USD"))

    @Test func aFavoriteIsSavedAndSaidSo() {
        var shopper = ShopperState()
        let outcome = shopper.update(.toggleFavorite(Self.mug))
        #expect(outcome == ShopperOutcome(status: .favorite(title: "Mug", isFavorite: true), effects: [.save(.favorite(Self.mug, true))]))
    }

    @Test func aFullLineSavesNothingAndSaysWhy() {
        var shopper = ShopperState()
        _ = shopper.update(.addToCart(Self.mug, quantity: CartLine.maximumQuantity))
        let outcome = shopper.update(.changeQuantity(Self.mug, by: 1))
        #expect(outcome == ShopperOutcome(status: .cartLineFull(title: "Mug")))
        #expect(shopper.update(.removeFromCart(Self.mug)).effects == [.save(.removeFromCart(Self.mug))])
        #expect(shopper.update(.removeFromCart(Self.mug)) == ShopperOutcome(status: .notInCart(title: "Mug")))
    }

    @Test func checkingOutEmptiesTheCartAndReadsTheOrderBack() {
        var shopper = ShopperState()
        _ = shopper.update(.addToCart(Self.mug, quantity: 2))
        let lines = shopper.kept.cart
        let outcome = shopper.update(.checkOut)
        #expect(shopper.kept.cart.isEmpty)
        #expect(outcome == ShopperOutcome(status: .orderPlaced(items: 2, totals: "$24.00"), effects: [.save(.checkout(lines: lines)), .loadState]))
    }

    @Test func aFollowNamesTheShopWhenItIsKnown() {
        var shopper = ShopperState()
        #expect(shopper.update(.toggleFollow(shopID: 9, name: nil)).status == .following(shop: "shop 9", isFollowing: true))
        #expect(shopper.update(.toggleFollow(shopID: 9, name: "Oak & Ember")).status == .following(shop: "Oak & Ember", isFollowing: false))
    }
}
