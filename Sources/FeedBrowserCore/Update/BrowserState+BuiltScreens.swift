import FeedModel
import FeedRendering

/// The screens the browser builds itself: Favorites and search results, from the catalogue of
/// every listing loaded so far.
extension BrowserState {
    /// Adds the cards of modules to the catalogue that Favorites and `open_listing` use.
    ///
    /// Module by module: gathering every card of a 100,000-module feed into one array first
    /// held a copy of them all at once, a third of the memory that opening such a feed took.
    /// Search notes each new listing and what a listing's own screen adds, in the same walk.
    mutating func remember(_ modules: some Sequence<Module>) {
        for module in modules {
            for card in module.payload.listings where catalogue[card.listingID] == nil {
                catalogue[card.listingID] = card
                searchIndex.noteListing(card.listingID)
            }
            if let detail = module.payload as? ListingDetail {
                searchIndex.noteDetail(detail)
            }
            if let section = module.payload as? SectionHeader {
                noteShopName(section.header)
            }
        }
    }

    /// Learns a shop's name from a header that opens or follows it: an `open_shop`'s
    /// `shop_name`, or the title of a header whose action follows the shop.
    private mutating func noteShopName(_ header: Header) {
        switch header.action {
        case .openShop(let shopID, let name?)?: shopNames[shopID] = name
        case .followShop(let shopID)?: shopNames[shopID] = header.title
        default: break
        }
    }

    /// The Favorites screen: every favorited listing, then every followed shop.
    mutating func favoritesScreen() -> Screen {
        let cards = favoriteListings
        var modules: [Module] = []
        if !cards.isEmpty {
            let count = cards.count == 1 ? "1 listing" : "\(cards.count) listings"
            modules.append(Module(id: "favorites", type: ModuleType.listingGrid.name, payload: ListingGrid(header: Header(title: "Your favorites", subtitle: count), listings: cards)))
        }
        let shops = shopper.kept.follows.sorted { ($0.value ?? "", $0.key) < ($1.value ?? "", $1.key) }
        if !shops.isEmpty {
            modules.append(Self.header("follows", "Shops you follow", shops.count == 1 ? "1 shop" : "\(shops.count) shops"))
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
        return Screen(id: navigation.newScreenID(), kind: .favorites, title: "Favorites", modules: FeedModules(modules))
    }

    /// Rebuilds Favorites and the cart after the shopper's state changed, keeping where their
    /// focus was.
    mutating func refreshBuiltScreens(in environment: BrowserEnvironment) -> Outcome {
        refresh(.favorites, with: favoritesScreen(), in: environment)
        refresh(.cart, with: cartScreen(), in: environment)
        guard activeTab == .favorites || activeTab == .cart else { return .none }
        return moveFocus(.keepInView, in: environment)
    }

    /// Puts a rebuilt root screen on a tab, where the old one was scrolled and focused.
    private mutating func refresh(_ tab: Tab, with fresh: Screen, in environment: BrowserEnvironment) {
        let old = navigation.stacks[tab]?.first
        var fresh = fresh
        fresh.anchor = old?.anchor ?? .top
        fresh.focus = old?.focus
        fresh.clampAnchor(in: environment.layout(of: fresh.list, width: width), viewport: viewport)
        navigation.stacks[tab] = [fresh] + (navigation.stacks[tab]?.dropFirst() ?? [])
    }

    /// Pushes a screen of every listing loaded so far whose title, shop name, tags or
    /// description hold every word of the query (`SearchIndex`).
    mutating func search(_ query: String, in environment: BrowserEnvironment) -> Outcome {
        let trimmed = String(query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !trimmed.isEmpty else { return .status(.emptySearch) }
        let matches = searchIndex.matches(trimmed, in: catalogue)
        let title = "Search: \(trimmed)"
        let count = matches.count == 1 ? "1 listing" : "\(matches.count) listings"
        let modules: [Module]
        if matches.isEmpty {
            modules = [Module(type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(title: "No listing matches “\(trimmed)”", subtitle: "Search looks at the titles, shops, tags and descriptions of every feed loaded so far")))]
        } else {
            modules = [Module(id: "search-results", type: ModuleType.listingGrid.name, payload: ListingGrid(header: Header(title: title, subtitle: "\(count) in every feed loaded so far"), listings: matches))]
        }
        let screen = Screen(id: navigation.newScreenID(), kind: .search(trimmed), title: title, modules: FeedModules(modules))
        return go(.push(screen), in: environment) + .status(.searchResults(query: trimmed, count: matches.count))
    }
}
