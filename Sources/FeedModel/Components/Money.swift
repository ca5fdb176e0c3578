/// An amount of money as Etsy Open API v3 sends it: 2450 / 100 USD is $24.50.
public struct Money: Sendable, Hashable {
    /// The amount in units of 1 / `divisor` of the currency; at least 0.
    public var amount: Int
    /// At least 1; JPY uses 1, USD and EUR 100.
    public var divisor: Int
    /// An ISO 4217 code: three capital letters.
    public var currencyCode: String

    /// `amount` / `divisor` of `currencyCode`: 2450, 100, USD is $24.50.
    public init(amount: Int, divisor: Int, currencyCode: String) {
        self.amount = amount
        self.divisor = divisor
        self.currencyCode = currencyCode
    }
}

extension Money {
    /// Whether this amount is more than `other`'s, in the same currency, whatever their divisors.
    func exceeds(_ other: Money) -> Bool {
        // Cross-multiplied in 128 bits' worth: two Ints that overflow compare by their halves.
        let (left, right) = (amount.multipliedFullWidth(by: other.divisor), other.amount.multipliedFullWidth(by: divisor))
        return (left.high, left.low) > (right.high, right.low)
    }
}

extension Money: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case amount, divisor
        case currencyCode = "currency_code"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        // A negative amount makes the Money invalid, as a wrong type does.
        amount = try container.requireV3(Int.self, forKey: .amount, rule: .atLeast(0, "amount"))
        divisor = try container.requireV3(Int.self, forKey: .divisor, rule: .atLeast(1, "divisor"))
        currencyCode = try container.requireV3(String.self, forKey: .currencyCode, rule: .currencyCode)
    }
}
