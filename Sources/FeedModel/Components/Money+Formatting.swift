extension Money {
    /// Symbols for the currencies a shop most often prices in; others show their code.
    static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CAD": "CA$", "AUD": "A$",
        "NZD": "NZ$", "CHF": "CHF ", "INR": "₹", "KRW": "₩", "CNY": "CN¥", "SEK": "SEK ",
        "MXN": "MX$", "BRL": "R$", "PLN": "PLN ", "TRY": "₺", "ILS": "₪", "HKD": "HK$",
    ]

    /// The amount as a shopper reads it: `$24.50`, `€1,024.00`, `¥2,450`, `DKK 99.00`.
    ///
    /// Every currency uses the same English (en-US) digits, `,` between thousands and `.` before
    /// the fraction, so one feed reads consistently. Decimal places follow the divisor (100 → 2,
    /// 1 → none); a divisor that is not a power of ten is shown to two places, rounded.
    public var formatted: String {
        formatted(asciiOnly: false)
    }

    /// The amount as `formatted` writes it, or for ASCII-only output with the currency's code
    /// where its symbol is not ASCII: `EUR 18.00`, `GBP 18.99`, `JPY 3,200`, but still `$24.50`.
    public func formatted(asciiOnly: Bool) -> String {
        var symbol = Money.symbols[currencyCode] ?? currencyCode + " "
        if asciiOnly, !symbol.allSatisfy(\.isASCII) {
            symbol = currencyCode + " "
        }
        let sign = amount < 0 ? "-" : ""
        return sign + symbol + Money.digits(magnitude: amount.magnitude, divisor: divisor.magnitude)
    }

    private static func digits(magnitude: UInt, divisor: UInt) -> String {
        guard divisor >= 1 else { return grouped(magnitude) }
        if let places = powerOfTen(divisor) {
            let whole = grouped(magnitude / divisor)
            guard places > 0 else { return whole }
            let fraction = String(magnitude % divisor)
            return whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        // Two places, rounded; whole and remainder apart so no product can overflow.
        var whole = magnitude / divisor
        var hundredths = UInt((Double(magnitude % divisor) / Double(divisor) * 100).rounded())
        if hundredths == 100 {
            whole += 1
            hundredths = 0
        }
        return grouped(whole) + "." + (hundredths < 10 ? "0" : "") + String(hundredths)
    }

    private static func powerOfTen(_ value: UInt) -> Int? {
        var value = value
        var places = 0
        while value > 1 {
            guard value % 10 == 0 else { return nil }
            value /= 10
            places += 1
        }
        return places
    }

    private static func grouped(_ value: UInt) -> String {
        DigitGrouping.grouped(value)
    }
}
