import FeedModel
import Foundation
import FeedRendering

extension Browser {
    /// Reads a screen from the source; a missing or unreadable document is a screen that says so.
    func loadScreen(_ kind: ScreenKind, title: String) -> Screen {
        guard let path = kind.path else { return favoritesScreen() }
        return screen(kind, path: path, title: title, from: source.load(path))
    }

    /// The screen for what the source gave for `path`: nil when it has no such document.
    func screen(_ kind: ScreenKind, path: String, title: String, from result: FeedDecodeResult?) -> Screen {
        guard let result else {
            return Screen(kind: kind, title: title, list: ModuleList(modules: [], renderer: renderer), problem: "\(path) is not in \(source.name)")
        }
        remember(result.modules)
        let problem = result.document == nil ? "\(path) could not be read" : nil
        let shownTitle = result.document?.title ?? title
        return Screen(kind: kind, title: shownTitle, list: ModuleList(modules: result.modules, renderer: renderer), diagnostics: result.diagnostics, problem: problem)
    }

    /// Adds the cards of modules to the catalogue that Favorites and `open_listing` use.
    ///
    /// Module by module: gathering every card of a 100,000-module feed into one array first
    /// held a copy of them all at once, a third of the memory that opening such a feed took.
    /// Search notes each new listing and what a listing's own screen adds, in the same walk.
    func remember(_ modules: [Module]) {
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
    func favoritesScreen() -> Screen {
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
        return Screen(kind: .favorites, title: "Favorites", list: ModuleList(modules: modules, renderer: renderer))
    }

    /// Rebuilds Favorites after a heart changes, keeping where its focus was.
    func refreshFavorites() {
        let old = stacks[.favorites]?.first
        var fresh = favoritesScreen()
        fresh.anchor = old?.anchor ?? .top
        fresh.focus = old?.focus
        fresh.clampAnchor(width: width, viewport: viewport)
        stacks[.favorites] = [fresh] + (stacks[.favorites]?.dropFirst() ?? [])
    }

    /// Pushes a screen on the current tab and puts focus on its first element.
    func push(_ screen: Screen) {
        stack.append(screen)
        focusFirstVisible()
    }

    /// Reads the current screen again from the source, keeping scroll and focus where they can stay.
    func reload() {
        let current = screen
        guard current.kind.path != nil else {
            if current.kind == .favorites { refreshFavorites() }
            status = "Nothing to reload here"
            return
        }
        var fresh = loadScreen(current.kind, title: current.title)
        // A reload that fails keeps what the screen showed, and says what failed.
        if let problem = fresh.problem, current.problem == nil {
            status = "Reload failed, showing what was loaded before: \(problem)"
            return
        }
        fresh.anchor = current.anchor
        fresh.focus = current.focus
        fresh.carouselOffsets = current.carouselOffsets
        fresh.clampAnchor(width: width, viewport: viewport)
        screen = fresh
        keepFocusVisible()
        let problems = fresh.diagnostics.count
        status = fresh.problem ?? "Reloaded \(fresh.title)" + (problems > 0 ? " · \(problems) problem\(problems == 1 ? "" : "s")" : "")
    }

    /// Switches tab; Favorites is rebuilt so it shows every heart as it is now.
    func switchTab(_ tab: Tab) {
        activeTab = tab
        if tab == .favorites, stack.count == 1 {
            refreshFavorites()
        }
        keepFocusVisible()
        status = tab.title
    }

    /// Pushes a screen of every listing loaded so far whose title, shop name, tags or
    /// description hold every word of the query (`SearchIndex`).
    func search(_ query: String) {
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
        push(Screen(kind: .search(trimmed), title: title, list: ModuleList(modules: modules, renderer: renderer)))
        status = matches.isEmpty ? "No matches for “\(trimmed)”" : "\(matches.count) match\(matches.count == 1 ? "" : "es") for “\(trimmed)”"
    }
}
