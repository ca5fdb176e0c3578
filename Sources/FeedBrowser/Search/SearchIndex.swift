import FeedModel
import Foundation

/// What search looks through: every listing of every feed loaded so far (Home, Deals, and each
/// listing and shop screen opened), by its title, shop name, tags and description.
///
/// A query matches a listing when every word of it appears in that listing's text, ignoring
/// case and accents: "creme brulee" finds "Crème brûlée torch candle", "京都陶房" the shop's
/// teacups.
struct SearchIndex {
    /// Listing ids in the order they were first seen, which is the order results come in.
    private(set) var order: [Int] = []
    /// Each listing's searchable text, folded.
    private var texts: [Int: String] = [:]

    /// Indexes every listing the modules show, and what a listing's own screen adds.
    mutating func add(_ modules: [Module]) {
        for module in modules {
            for card in module.payload.listings {
                add(card.listingID, [card.title, card.shopName].compactMap { $0 })
            }
            if let detail = module.payload as? ListingDetail {
                add(detail.listing.listingID, detail.tags + [detail.description].compactMap { $0 })
            }
        }
    }

    private mutating func add(_ listingID: Int, _ parts: [String]) {
        if texts[listingID] == nil {
            order.append(listingID)
        }
        let folded = parts.map(Self.fold).joined(separator: " ")
        texts[listingID, default: ""] += " " + folded
    }

    /// The ids of the listings that match, in the order they were first seen.
    func matches(_ query: String) -> [Int] {
        let words = Self.fold(query).split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return [] }
        return order.filter { id in
            let text = texts[id] ?? ""
            return words.allSatisfy { text.contains($0) }
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
