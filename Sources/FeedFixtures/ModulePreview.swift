import FeedModel
/// A module's Previews value as a module of its type, named as its snapshot is.
public struct ModulePreview: Sendable {
    /// The snapshot group, the model's name: `Banner` for a `hero_banner`.
    public let group: String
    public let name: String
    public let module: Module

    /// Every module preview: what the preview snapshots draw and the focus walk goes through.
    public static let all: [ModulePreview] =
        previews("SectionHeader", .sectionHeader, SectionHeader.Previews.all)
        + previews("SearchBar", .searchBar, SearchBar.Previews.all)
        + previews("Banner", .heroBanner, Banner.Previews.all)
        + previews("ListingCarousel", .listingCarousel, ListingCarousel.Previews.all)
        + previews("ListingGrid", .listingGrid, ListingGrid.Previews.all)
        + previews("DealsForYou", .dealsForYou, DealsForYou.Previews.all)
        + previews("SimilarItemsOnSale", .similarItemsOnSale, SimilarItemsOnSale.Previews.all)
        + previews("ListingDetail", .listingDetail, ListingDetail.Previews.all)

    private static func previews<Payload: ModulePayload>(_ group: String, _ type: ModuleType, _ all: [Preview<Payload>]) -> [ModulePreview] {
        all.map { ModulePreview(group: group, name: $0.name, module: Module(type: type.name, payload: $0.value)) }
    }
}
