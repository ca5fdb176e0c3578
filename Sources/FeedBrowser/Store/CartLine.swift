import FeedModel

/// One listing in the cart: what it is, as its card showed it, and how many.
public struct CartLine: Sendable, Hashable {
    public var listing: ListingCard
    public var quantity: Int

    public init(listing: ListingCard, quantity: Int) {
        self.listing = listing
        self.quantity = quantity
    }

    /// The unit price times the quantity, in the listing's currency.
    public var total: Money {
        Money(amount: listing.price.amount * quantity, divisor: listing.price.divisor, currencyCode: listing.price.currencyCode)
    }
}
