import FeedModel
import Foundation
import FeedRendering

/// The screens the browser builds itself: Favorites and search results, from the catalogue of
/// every listing loaded so far.
extension BrowserState {
    /// Adds the cards of modules to the catalogue that Favorites and `open_listing` use.
    ///
    /// Module by module: gathering every card of a 100,000-module feed into one array first
    /// held a copy of them all at once, a third of the memory that opening such a feed took.
    /// Search notes each new listing and what a listing's own screen adds, in the same walk.
    mutating func remember(_ modules: [Module]) {
        for module in modules {
            for card in module.payload.listings where catalogue[card.listingID] == nil {
                catalogue[card.listingID] = card
                searchIndex.noteListing(card.listingID)
            }
            if let detail = module.payload as? ListingDetail {
                searchIndex.noteDetail(detail)
            }
        }
    }

    /// The Favorites screen, built from every favorited listing seen so far.
    mutating func favoritesScreen() -> Screen {
        let cards = favoriteListings
        let modules: [Module]
        if cards.isEmpty {
            modules = [Module(id: "favorites-empty", type: "section_header", payload: SectionHeader(header: Header(
                title: "No favorites yet", subtitle: "Press f on a listing, or its heart, to keep it here"
            )))]
        } else {
            let count = cards.count == 1 ? "1 listing" : "\(cards.count) listings"
            modules = [Module(id: "favorites", type: "listing_grid", payload: ListingGrid(header: Header(title: "Your favorites", subtitle: count), listings: cards))]
        }
        return Screen(id: navigation.newScreenID(), kind: .favorites, title: "Favorites", list: ModuleList(modules: modules, renderer: renderer))
    }

    /// Rebuilds Favorites after a heart changes, keeping where its focus was.
    mutating func refreshFavorites() {
        let old = navigation.stacks[.favorites]?.first
        var fresh = favoritesScreen()
        fresh.anchor = old?.anchor ?? .top
        fresh.focus = old?.focus
        fresh.clampAnchor(width: width, viewport: viewport)
        navigation.stacks[.favorites] = [fresh] + (navigation.stacks[.favorites]?.dropFirst() ?? [])
    }

    /// Pushes a screen of every listing loaded so far whose title, shop name, tags or
    /// description hold every word of the query (`SearchIndex`).
    mutating func search(_ query: String) {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            status = "Type something to search for"
            return
        }
        let matches = searchIndex.matches(trimmed, in: catalogue)
        let title = "Search: \(trimmed)"
        let count = matches.count == 1 ? "1 listing" : "\(matches.count) listings"
        let modules: [Module]
        if matches.isEmpty {
            modules = [Module(type: "section_header", payload: SectionHeader(header: Header(title: "No listing matches “\(trimmed)”", subtitle: "Search looks at the titles, shops, tags and descriptions of every feed loaded so far")))]
        } else {
            modules = [Module(id: "search-results", type: "listing_grid", payload: ListingGrid(header: Header(title: title, subtitle: "\(count) in every feed loaded so far"), listings: matches))]
        }
        push(Screen(id: navigation.newScreenID(), kind: .search(trimmed), title: title, list: ModuleList(modules: modules, renderer: renderer)))
        status = matches.isEmpty ? "No matches for “\(trimmed)”" : "\(matches.count) match\(matches.count == 1 ? "" : "es") for “\(trimmed)”"
    }
}
