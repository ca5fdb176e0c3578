import FeedBrowserCore
import FeedModel
import FeedRendering

/// What a linear reading says of an element and of a module's own words: plain words, with
/// no glyph that stands alone for a state (♥, ›, ★ or a frame) and no box drawing.
enum LinearWords {
    /// An item's line: a card's fields in the order a sighted shopper reads them
    /// ("Speckled ceramic mug, Atelier Céramique, €18.00, was €24.00, 25% off, 4.6 stars (312
    /// reviews), picture: Speckled mug, in favorites"), else the words its element shows.
    static func item(_ entry: ReadingEntry, in state: BrowserState) -> String {
        guard let id = entry.listingID, let card = state.listing(id) else { return plain(entry.text) }
        var parts = [card.title]
        if let shop = card.shopName { parts.append(shop) }
        parts.append(card.price.formatted)
        if let original = card.originalPrice { parts.append("was " + original.formatted) }
        if let discount = card.discountText { parts.append(discount) }
        if let rating = card.rating {
            let stars = "\(Double((rating * 10).rounded()) / 10) stars"
            parts.append(stars + (card.reviewCount.map { " (\(DigitGrouping.grouped($0)) reviews)" } ?? ""))
        }
        if card.freeShipping == true { parts.append("free shipping") }
        if let badge = card.badge { parts.append(badge) }
        if let alt = card.image?.altText, !alt.isEmpty { parts.append("picture: " + alt) }
        if state.viewState.isFavorite(card) { parts.append("in favorites") }
        if let quantity = state.viewState.cartQuantities[card.listingID], quantity > 0 { parts.append("\(quantity) in the cart") }
        return TextSanitizer.printableLine(parts.joined(separator: ", "))
    }

    /// `lines` said as one run of sentences: a stop after each, but after one that ends its own
    /// ("Holds 350 ml.") no second.
    static func sentences(_ lines: [String]) -> String {
        lines.reduce("") { said, line in
            guard let last = said.last else { return line }
            return said + (".!?:".contains(last) ? " " : ". ") + line
        }
    }

    /// `text` with every word that is only symbols left out (♡, ›, ⌕, [ and ]), and a
    /// carousel's position (`2/7`), which only the eye needs: `[ Add to cart ]` reads "Add to
    /// cart". A row of stars says what it means after the rating it stands before, and a `·`
    /// between two parts is a comma: "★★★★☆ 4.4 · 64 reviews" reads "4.4 stars, 64 reviews",
    /// not "4.4 64 reviews".
    static func plain(_ text: String) -> String {
        var words: [String] = [], starsBefore = false
        for word in text.split(separator: " ").map(String.init) {
            if word.allSatisfy({ "★☆".contains($0) }) {
                starsBefore = true
            } else if word == "·", let last = words.last {
                if !last.hasSuffix(",") { words[words.count - 1] = last + "," }
            } else if word.unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
                && !(word.contains("/") && word.split(separator: "/").allSatisfy { Int($0) != nil }) {
                words.append(starsBefore && Double(word) != nil ? word + " stars" : word)
                starsBefore = false
            }
        }
        return TextSanitizer.printableLine(words.joined(separator: " "))
    }
}
