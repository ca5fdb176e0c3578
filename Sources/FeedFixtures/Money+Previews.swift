import FeedModel
extension Money {
    /// Ready-made amounts in the currencies a shop most often uses.
    public enum Previews {
        public static let usd = Money(amount: 2450, divisor: 100, currencyCode: "USD")
        public static let eur = Money(amount: 102_400, divisor: 100, currencyCode: "EUR")
        public static let gbp = Money(amount: 1899, divisor: 100, currencyCode: "GBP")
        public static let jpy = Money(amount: 2450, divisor: 1, currencyCode: "JPY")
        public static let unknownCurrency = Money(amount: 9900, divisor: 100, currencyCode: "DKK")

        public static let all: [Preview<Money>] = [
            Preview("usd", usd), Preview("eur", eur), Preview("gbp", gbp), Preview("jpy", jpy), Preview("unknownCurrency", unknownCurrency),
        ]
    }
}
