/// The module types of the layout format, a case each: the one place a built-in type is
/// registered.
///
/// Each half of a type is found from its case by an exhaustive `switch`: its `ModuleType`
/// here (name, payload, summary, decoding), its drawing in FeedRendering
/// (`StandardModuleType.drawing`), its previews in FeedFixtures, its sample in the fuzzer and
/// its baseline in feedterm-bench. A case whose half is missing anywhere does not compile.
/// A host's own types are registered beside these, at run time (`ModuleType`).
public enum StandardModuleType: CaseIterable, Sendable {
    case sectionHeader, searchBar, heroBanner, promoBanner, listingCarousel, listingGrid
    case dealsForYou, similarItemsOnSale, listingDetail, deferred

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
