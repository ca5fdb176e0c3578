import FeedModel
import FeedRendering

/// What search looks through: every listing of every feed loaded so far (Home, Deals, and each
/// listing and shop screen opened), by its title, shop name, tags and description.
///
/// A query matches a listing when every word of it appears in that listing's text, ignoring
/// case and accents: "creme brulee" finds "Crème brûlée torch candle", "京都陶房" the shop's
/// teacups. Loading a feed only notes which listings it has (titles and shops are the
/// catalogue's cards); text is folded when someone searches, so a feed of 100,000 modules
/// costs nothing more to open.
struct SearchIndex: Equatable {
    /// Listing ids in the order they were first seen, which is the order results come in.
    private(set) var order: [Int] = []
    /// What a listing's own screen adds: its tags and description.
    private var details: [Int: [String]] = [:]

    /// Notes a listing the browser has just seen for the first time (its catalogue knows).
    mutating func noteListing(_ listingID: Int) {
        order.append(listingID)
    }

    /// Notes what a listing's own screen adds to it.
    mutating func noteDetail(_ detail: ListingDetail) {
        details[detail.listing.listingID] = detail.tags + [detail.description].compactMap { $0 }
    }

    /// The cards of `catalogue` that match, in the order they were first seen.
    /// - Complexity: O(listings seen), text folded as it is read.
    func matches(_ query: String, in catalogue: [Int: ListingCard]) -> [ListingCard] {
        let words = Self.fold(query).split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return [] }
        return order.compactMap { id in
            guard let card = catalogue[id] else { return nil }
            let text = Self.fold(([card.title, card.shopName ?? ""] + (details[id] ?? [])).joined(separator: " "))
            return words.allSatisfy { text.contains($0) } ? card : nil
        }
    }

    private static func fold(_ text: String) -> String {
        SearchFolding.folded(text)
    }
}
