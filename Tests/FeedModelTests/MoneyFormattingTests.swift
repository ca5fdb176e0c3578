import FeedFixtures
import FeedModel
import Testing

struct MoneyFormattingTests {
    @Test(arguments: [
        (Money.Previews.usd, "$24.50"),
        (Money.Previews.eur, "€1,024.00"),
        (Money.Previews.gbp, "£18.99"),
        (Money.Previews.jpy, "¥2,450"),
        (Money.Previews.unknownCurrency, "DKK 99.00"),
        (Money(amount: -505, divisor: 100, currencyCode: "USD"), "-$5.05"),
        (Money(amount: 5, divisor: 1000, currencyCode: "KWD"), "KWD 0.005"),
        (Money(amount: 10, divisor: 3, currencyCode: "USD"), "$3.33"),
        (Money(amount: 1_234_567_890, divisor: 100, currencyCode: "USD"), "$12,345,678.90"),
        (Money(amount: Int.min, divisor: 7, currencyCode: "USD"), "-$1,317,624,576,693,539,401.14"),
    ])
    func formatsByDivisorAndCurrency(money: Money, expected: String) {
        #expect(money.formatted == expected)
    }

    @Test func asciiOnlyNamesTheCurrencyWhereItsSymbolIsNotASCII() {
        #expect(Money(amount: 1800, divisor: 100, currencyCode: "EUR").formatted(asciiOnly: true) == "EUR 18.00")
        #expect(Money(amount: 1899, divisor: 100, currencyCode: "GBP").formatted(asciiOnly: true) == "GBP 18.99")
        #expect(Money(amount: 3200, divisor: 1, currencyCode: "JPY").formatted(asciiOnly: true) == "JPY 3,200")
        #expect(Money(amount: 4800, divisor: 100, currencyCode: "USD").formatted(asciiOnly: true) == "$48.00")
        #expect(Money(amount: 4800, divisor: 100, currencyCode: "CAD").formatted(asciiOnly: true) == "CA$48.00")
    }
}
