/// An amount of money as Etsy Open API v3 sends it: 2450 / 100 USD is $24.50.
public struct Money: Sendable, Hashable {
    /// The amount in units of 1 / `divisor` of the currency.
    public var amount: Int
    /// At least 1; JPY uses 1, USD and EUR 100.
    public var divisor: Int
    /// An ISO 4217 code: three capital letters.
    public var currencyCode: String

    public init(amount: Int, divisor: Int, currencyCode: String) {
        self.amount = amount
        self.divisor = divisor
        self.currencyCode = currencyCode
    }
}

extension Money: Decodable {
    enum CodingKeys: String, CodingKey {
        case amount, divisor
        case currencyCode = "currency_code"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        amount = try container.requireV3(Int.self, forKey: .amount)
        divisor = try container.requireV3(Int.self, forKey: .divisor) { $0 >= 1 ? nil : "divisor must be at least 1, found \($0)" }
        currencyCode = try container.requireV3(String.self, forKey: .currencyCode) { code in
            let isISO = code.unicodeScalars.count == 3 && code.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
            return isISO ? nil : "currency_code must be an ISO 4217 code such as \"USD\", found \"\(code)\""
        }
    }
}
