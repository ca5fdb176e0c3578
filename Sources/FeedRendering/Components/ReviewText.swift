import FeedModel

/// The small texts a listing shows: its rating, and its price with the sale beside it.
enum ReviewText {
    /// `★4.8 (1,243)`; nil without a rating.
    static func rating(of card: ListingCard) -> DisplayText? {
        guard let rating = card.rating else { return nil }
        // Adding zero turns -0.0 (a rating of "-0.0", or one that rounds to it) into 0.0.
        let score = (rating * 10).rounded() / 10 + 0
        let count = card.reviewCount.map { " (\(DigitGrouping.grouped($0)))" } ?? ""
        return DisplayText("★\(score)\(count)")
    }

    /// `★★★★☆`: whole stars, rounded.
    static func stars(of rating: Double) -> DisplayText {
        let full = min(5, max(0, Int(rating.rounded())))
        return DisplayText(String(repeating: "★", count: full) + String(repeating: "☆", count: 5 - full))
    }

    /// The price, the original price struck through, and the discount.
    static func price(of card: ListingCard, context: RenderContext) -> Spans {
        let theme = context.theme
        var spans = Spans()
        spans.append(DisplayText(card.price.formatted(asciiOnly: context.options.asciiOnly)), theme.style(.price))
        if let original = card.originalPrice {
            spans.append(DisplayText(original.formatted(asciiOnly: context.options.asciiOnly)), theme.style(.originalPrice))
        }
        if let discount = card.discountText {
            spans.append(DisplayText(discount), theme.style(.discount))
        }
        return spans
    }
}
