import FeedModel
import FeedRendering

/// What the shopper has done: favorites, follows, applied coupons and the cart, shared by
/// every screen and tab.
struct ShopperState {
    /// Favorites, applied coupons and follows, as drawing reads them.
    var view = ViewState()
    /// Listing id → quantity.
    var cart: [Int: Int] = [:]

    /// Items in the cart, counting quantities.
    var cartCount: Int { cart.values.reduce(0, +) }

    /// Favorites or un-favorites a listing; returns whether it is now a favorite.
    mutating func toggleFavorite(_ listingID: Int, card: ListingCard?) -> Bool {
        let favorite = !(card.map(view.isFavorite) ?? view.favorites[listingID] ?? false)
        view.favorites[listingID] = favorite
        return favorite
    }

    /// Follows or un-follows a shop; returns whether it is now followed.
    mutating func toggleFollow(_ shopID: Int) -> Bool {
        if view.followedShops.remove(shopID) == nil {
            view.followedShops.insert(shopID)
            return true
        }
        return false
    }

    mutating func add(_ listingID: Int, quantity: Int) {
        cart[listingID, default: 0] += quantity
    }
}
