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
    static func percentage(in text: String) -> Double? {
        let characters = Array(text.unicodeScalars)
        var index = 0
        while index < characters.count {
            guard ("0"..."9").contains(characters[index]) else { index += 1; continue }
            var end = index
            while end < characters.count, ("0"..."9").contains(characters[end]) || (characters[end] == "." && end + 1 < characters.count && ("0"..."9").contains(characters[end + 1])) {
                end += 1
            }
            var after = end
            while after < characters.count, characters[after] == " " { after += 1 }
            if after < characters.count, characters[after] == "%" {
                return Double(String(String.UnicodeScalarView(characters[index..<end])))
            }
            index = end
        }
        return nil
    }

    /// A percentage from 0 to 100 as people write it: `25`, `12.5`.
    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value.rounded())) : String(value)
    }
}
