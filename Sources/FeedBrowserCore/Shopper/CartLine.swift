import FeedModel

/// One listing in the cart: what it is, as its card showed it, and how many.
public struct CartLine: Sendable, Hashable {
    /// The listing as its card showed it when it was added.
    public var listing: ListingCard
    /// How many, from 1 to `maximumQuantity`.
    public var quantity: Int

    /// A line of `quantity` of `listing`.
    public init(listing: ListingCard, quantity: Int) {
        self.listing = listing
        self.quantity = quantity
    }

    /// The most of one listing a line holds, so quantities add up without ever overflowing.
    public static let maximumQuantity = 9_999

    /// The unit price times the quantity, in the listing's currency; nil when that does not
    /// fit in an Int (a price a feed may send, and no shop has).
    public var total: Money? {
        let (amount, overflow) = listing.price.amount.multipliedReportingOverflow(by: quantity)
        return overflow ? nil : Money(amount: amount, divisor: listing.price.divisor, currencyCode: listing.price.currencyCode)
    }
}
