import FeedModel

/// Every listing card and shop name the browser has seen, and the search index over them: what
/// Favorites, search and `open_listing` know of a listing whatever screen it came from.
struct Catalogue: Equatable {
    /// The first card seen of each listing, by its id.
    private(set) var listings: [Int: ListingCard] = [:]
    /// What search looks through.
    private(set) var searchIndex = SearchIndex()
    /// Shop names learnt from actions and shop screens, for "Following Oak & Ember".
    var shopNames: [Int: String] = [:]

    /// The card of a listing seen in a feed.
    subscript(listingID: Int) -> ListingCard? { listings[listingID] }

    /// Adds the cards of modules, listing by listing.
    ///
    /// Module by module: gathering every card of a 100,000-module feed into one array first
    /// held a copy of them all at once, a third of the memory that opening such a feed took.
    /// Search notes each new listing and what a listing's own screen adds, in the same walk.
    mutating func remember(_ modules: some Sequence<Module>) {
        for module in modules {
            for card in module.payload.listings where listings[card.listingID] == nil {
                listings[card.listingID] = card
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

    /// The cards whose title, shop name, tags or description hold every word of `query`, in
    /// the order they were first seen (`SearchIndex`).
    func search(_ query: String) -> [ListingCard] {
        searchIndex.matches(query, in: listings)
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
}
