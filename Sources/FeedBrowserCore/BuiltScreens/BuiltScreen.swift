import FeedModel
import FeedRendering

/// The screens the browser builds itself, as modules: Favorites and search results from the
/// catalogue of every listing loaded so far, and the Cart (`BuiltScreen+Cart.swift`).
enum BuiltScreen {
    /// The Favorites tab's modules: every favorited listing (`cards`), then every followed
    /// shop.
    static func favorites(_ cards: [ListingCard], follows: [Int: String?]) -> [Module] {
        var modules: [Module] = []
        if !cards.isEmpty {
            let count = cards.count == 1 ? "1 listing" : "\(cards.count) listings"
            modules.append(Module(id: "favorites", type: ModuleType.listingGrid.name, payload: ListingGrid(header: Header(title: "Your favorites", subtitle: count), listings: cards)))
        }
        let shops = follows.sorted { ($0.value ?? "", $0.key) < ($1.value ?? "", $1.key) }
        if !shops.isEmpty {
            modules.append(header("follows", "Shops you follow", shops.count == 1 ? "1 shop" : "\(shops.count) shops"))
        }
        for (shopID, name) in shops {
            let title = name ?? "Shop \(shopID)"
            modules.append(Module(id: "follow-\(shopID)", type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(
                title: title, subtitle: "✓ Following", action: .openShop(shopID: shopID, shopName: name)
            ))))
        }
        if modules.isEmpty {
            modules = [Module(id: "favorites-empty", type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(
                title: "No favorites yet", subtitle: "Press f on a listing, or its heart, to keep it here; follow a shop to find it here too"
            )))]
        }
        return modules
    }

    /// The modules of search results for `query`: the `matches`, or a line that says there are
    /// none.
    static func searchResults(_ query: String, matches: [ListingCard]) -> [Module] {
        guard !matches.isEmpty else {
            return [Module(type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(title: "No listing matches “\(query)”", subtitle: "Search looks at the titles, shops, tags and descriptions of every feed loaded so far")))]
        }
        let count = matches.count == 1 ? "1 listing" : "\(matches.count) listings"
        return [Module(id: "search-results", type: ModuleType.listingGrid.name, payload: ListingGrid(header: Header(title: "Search: \(query)", subtitle: "\(count) in every feed loaded so far"), listings: matches))]
    }
}
