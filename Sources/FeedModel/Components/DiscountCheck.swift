/// Whether a listing card's `discount_text` tells the truth about its prices: a percentage it
/// states (`25% off`, `Sale: 26% off`) must be within one point of the one `original_price` and
/// `price` give, and needs a valid `original_price` to be taken from.
enum DiscountCheck {
    /// What is wrong with `text` for these prices, or nil when it states no percentage or the
    /// right one.
    static func problem(with text: String, price: Money, originalPrice: Money?) -> String? {
        guard let stated = percentage(in: text) else { return nil }
        // No price gives more than all of itself off; a number that large is no discount.
        guard stated <= 100 else { return "discount_text states more than 100%, which no original_price and price give" }
        guard let originalPrice, originalPrice.divisor > 0, price.divisor > 0 else {
            return "discount_text states \(format(stated))% but there is no valid original_price to take it from; a client shows a discount nothing supports"
        }
        let before = Double(originalPrice.amount) / Double(originalPrice.divisor)
        let after = Double(price.amount) / Double(price.divisor)
        guard before > 0 else { return nil }
        let actual = (before - after) / before * 100
        guard abs(actual - stated) > 1 else { return nil }
        return "discount_text states \(format(stated))% but original_price and price give \(format(actual.rounded()))%; a client shows both"
    }

    /// The first number in `text` followed by `%` (spaces allowed between), such as 25 in
    /// "Sale: 25 % off"; nil when there is none.
    ///
    /// Read as UTF-8 bytes: every character it looks for is ASCII, which no byte of another
    /// character's sequence can be. Copying the text into an array of scalars first was 6% of
    /// a feed's validate.
    static func percentage(in text: String) -> Double? {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard isDigit(bytes[index]) else { index += 1; continue }
                var end = index
                while end < bytes.count, isDigit(bytes[end]) || (bytes[end] == UInt8(ascii: ".") && end + 1 < bytes.count && isDigit(bytes[end + 1])) {
                    end += 1
                }
                var after = end
                while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: "%") {
                    return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
                }
                index = end
            }
            return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// A percentage from 0 to 100 as people write it: `25`, `12.5`.
    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value.rounded())) : String(value)
    }
}
