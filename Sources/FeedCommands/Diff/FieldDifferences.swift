import FeedModel

/// The fields that differ between two JSON values, each at its JSON path, with its old and new
/// value as a reader reads it: a Money object (`amount`, `divisor`, `currency_code`) as its
/// price, `$18.00 → $19.00`, rather than three numbers.
enum FieldDifferences {
    static func between(_ old: JSONValue?, _ new: JSONValue?, at path: [AnyCodingKey]) -> [ModuleChange.Field] {
        if old == new { return [] }
        if let old, let new, let oldPrice = money(old), let newPrice = money(new) {
            return [ModuleChange.Field(path: JSONPath.string(for: path), old: oldPrice, new: newPrice)]
        }
        switch (old, new) {
        case (.object(let before)?, .object(let after)?):
            return Set(before.keys).union(after.keys).sorted().flatMap { key in
                between(before[key], after[key], at: path + [AnyCodingKey(key)])
            }
        case (.array(let before)?, .array(let after)?):
            return (0..<max(before.count, after.count)).flatMap { index in
                between(index < before.count ? before[index] : nil, index < after.count ? after[index] : nil, at: path + [AnyCodingKey(intValue: index)])
            }
        default:
            return [ModuleChange.Field(path: JSONPath.string(for: path), old: shown(old), new: shown(new))]
        }
    }

    /// A value as a reader reads it: a string in quotes, a price as a price, absent as absent.
    static func shown(_ value: JSONValue?) -> String {
        guard let value else { return "(absent)" }
        if let price = money(value) { return price }
        let text = value.description
        return text.count > 80 ? String(text.prefix(77)) + "…" : text
    }

    /// A Money object as its price (`$18.00`), nil for anything else.
    private static func money(_ value: JSONValue) -> String? {
        guard case .integer(let amount)? = value["amount"], case .integer(let divisor)? = value["divisor"],
              case .string(let currency)? = value["currency_code"], divisor > 0 else { return nil }
        return Money(amount: amount, divisor: divisor, currencyCode: currency).formatted
    }
}
