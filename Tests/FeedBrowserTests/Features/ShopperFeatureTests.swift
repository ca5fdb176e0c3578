@testable import FeedBrowserCore
import FeedModel
import Testing

/// The shopper feature on its own: each intent's whole next state, status line and saves.
struct ShopperFeatureTests {
    static let mug = ListingCard(listingID: 5, title: "Mug", price: Money(amount: 1200, divisor: 100, currencyCode: "USD"))

    @Test func aFavoriteIsSavedAndSaidSo() {
        var store = TestStore(ShopperFeature.self, state: ShopperState())
        store.send(.toggleFavorite(Self.mug), Outcome([.save(.favorite(Self.mug, true))], status: .favorite(title: "Mug", isFavorite: true))) {
            $0.kept.favorites[5] = FavoriteChoice(card: Self.mug, favorite: true)
        }
        store.send(.toggleFavorite(Self.mug), Outcome([.save(.favorite(Self.mug, false))], status: .favorite(title: "Mug", isFavorite: false))) {
            $0.kept.favorites[5] = FavoriteChoice(card: Self.mug, favorite: false)
        }
    }

    @Test func aFullLineSavesNothingAndSaysWhy() {
        var store = TestStore(ShopperFeature.self, state: ShopperState())
        let full = CartLine.maximumQuantity
        store.send(.addToCart(Self.mug, quantity: full), Outcome([.save(.addToCart(Self.mug, full))], status: .addedToCart(title: "Mug", added: full, inCart: full))) {
            $0.kept.cart = [CartLine(listing: Self.mug, quantity: full)]
        }
        store.send(.changeQuantity(Self.mug, by: 1), .status(.cartLineFull(title: "Mug")))
        store.send(.removeFromCart(Self.mug), Outcome([.save(.removeFromCart(Self.mug))], status: .removedFromCart(title: "Mug"))) {
            $0.kept.cart = []
        }
        store.send(.removeFromCart(Self.mug), .status(.notInCart(title: "Mug")))
    }

    @Test func checkingOutEmptiesTheCartAndReadsTheOrderBack() {
        var store = TestStore(ShopperFeature.self, state: ShopperState())
        store.send(.addToCart(Self.mug, quantity: 2), Outcome([.save(.addToCart(Self.mug, 2))], status: .addedToCart(title: "Mug", added: 2, inCart: 2))) {
            $0.kept.cart = [CartLine(listing: Self.mug, quantity: 2)]
        }
        let lines = store.state.kept.cart
        store.send(.checkOut, Outcome([.save(.checkout(lines: lines)), .loadState], status: .orderPlaced(items: 2, totals: "$24.00"))) {
            $0.kept.cart = []
        }
    }

    @Test func aFollowNamesTheShopWhenItIsKnown() {
        var store = TestStore(ShopperFeature.self, state: ShopperState())
        store.send(.toggleFollow(shopID: 9, name: nil), Outcome([.save(.follow(shopID: 9, name: nil, true))], status: .following(shop: "shop 9", isFollowing: true))) {
            $0.kept.follows[9] = .some(nil)
        }
        store.send(.toggleFollow(shopID: 9, name: "Oak & Ember"), Outcome([.save(.follow(shopID: 9, name: "Oak & Ember", false))], status: .following(shop: "Oak & Ember", isFollowing: false))) {
            $0.kept.follows[9] = nil
        }
    }

    @Test func theKeptStateReadBackReplacesWhatWasKept() {
        var store = TestStore(ShopperFeature.self, state: ShopperState())
        var kept = KeptState()
        kept.cart = [CartLine(listing: Self.mug, quantity: 3)]
        store.send(.keep(kept), .none) { $0.kept = kept }
    }
}
