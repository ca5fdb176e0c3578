/// The module types of the layout format, a case each: the one place a built-in type is
/// registered.
///
/// Each half of a type is found from its case by an exhaustive `switch`: its `ModuleType`
/// here (name, payload, summary, decoding), its drawing in FeedRendering
/// (`StandardModuleType.drawing`), its previews in FeedFixtures, its sample in the fuzzer and
/// its baseline in feedterm-bench. A case whose half is missing anywhere does not compile.
/// A host's own types are registered beside these, at run time (`ModuleType`).
public enum StandardModuleType: CaseIterable, Sendable {
    /// `section_header`: a header line.
    case sectionHeader
    /// `search_bar`: a search field.
    case searchBar
    /// `hero_banner`: a large banner.
    case heroBanner
    /// `promo_banner`: a compact banner.
    case promoBanner
    /// `listing_carousel`: listing cards in a row that scrolls.
    case listingCarousel
    /// `listing_grid`: listing cards in rows.
    case listingGrid
    /// `deals_for_you`: coupon cards.
    case dealsForYou
    /// `similar_items_on_sale`: a listing and similar ones on sale.
    case similarItemsOnSale
    /// `listing_detail`: the body of a listing's own screen.
    case listingDetail
    /// `deferred`: a placeholder for modules that load later.
    case deferred

    /// Its model half, declared in its model file beside its payload.
    public var type: ModuleType {
        switch self {
        case .sectionHeader: .sectionHeader
        case .searchBar: .searchBar
        case .heroBanner: .heroBanner
        case .promoBanner: .promoBanner
        case .listingCarousel: .listingCarousel
        case .listingGrid: .listingGrid
        case .dealsForYou: .dealsForYou
        case .similarItemsOnSale: .similarItemsOnSale
        case .listingDetail: .listingDetail
        case .deferred: .deferred
        }
    }

    /// The case whose type JSON names `name`; nil for a name the format does not have.
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.type.name == name }) else { return nil }
        self = found
    }
}
