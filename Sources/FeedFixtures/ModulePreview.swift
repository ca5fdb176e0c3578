import FeedModel
/// A module's Previews value as a module of its type, named as its snapshot is.
public struct ModulePreview: Sendable {
    /// The snapshot group, the model's name: `Banner` for a `hero_banner`.
    public let group: String
    public let name: String
    public let module: Module

    /// Every module preview: what the preview snapshots draw and the focus walk goes through.
    public static let all: [ModulePreview] =
        previews("SectionHeader", "section_header", SectionHeader.Previews.all)
        + previews("SearchBar", "search_bar", SearchBar.Previews.all)
        + previews("Banner", "hero_banner", Banner.Previews.all)
        + previews("ListingCarousel", "listing_carousel", ListingCarousel.Previews.all)
        + previews("ListingGrid", "listing_grid", ListingGrid.Previews.all)
        + previews("DealsForYou", "deals_for_you", DealsForYou.Previews.all)
        + previews("SimilarItemsOnSale", "similar_items_on_sale", SimilarItemsOnSale.Previews.all)
        + previews("ListingDetail", "listing_detail", ListingDetail.Previews.all)

    private static func previews<Payload: ModulePayload>(_ group: String, _ type: String, _ all: [Preview<Payload>]) -> [ModulePreview] {
        all.map { ModulePreview(group: group, name: $0.name, module: Module(type: type, payload: $0.value)) }
    }
}
