/// What one place of a source shows of a listing: its title and its price, which every other
/// place showing the same `listing_id` must agree with (FT324), since the shopper sees one on a
/// card and the other on its screen, and the cart charges the one where it was added.
public struct ShownListing: Sendable, Hashable {
    /// The card's title.
    public var title: String
    /// The card's price.
    public var price: Money

    /// A listing shown as `title` at `price`.
    public init(title: String, price: Money) {
        self.title = title
        self.price = price
    }

    /// Whether `other` shows the same price: one currency and one amount, whatever the divisors
    /// (1700 / 100 EUR is 170 / 10 EUR).
    public func hasPrice(of other: ShownListing) -> Bool {
        price.currencyCode == other.price.currencyCode && !price.exceeds(other.price) && !other.price.exceeds(price)
    }

    /// How it reads in a message: 'Walnut bowl' at €17.00.
    public var described: String {
        "'\(title)' at \(price.formatted)"
    }
}
