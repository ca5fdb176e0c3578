import FeedModel

extension StandardModuleType {
    /// Its previews, named as their snapshots are: a case without its previews file does not
    /// compile. A payload two types share (`Banner`) is previewed once, as the first of them.
    public var previews: [ModulePreview] {
        switch self {
        case .sectionHeader: ModulePreview.previews(of: SectionHeader.self, as: self)
        case .searchBar: ModulePreview.previews(of: SearchBar.self, as: self)
        case .heroBanner: ModulePreview.previews(of: Banner.self, as: self)
        case .promoBanner: []  // Banner's previews, drawn as hero_banner
        case .listingCarousel: ModulePreview.previews(of: ListingCarousel.self, as: self)
        case .listingGrid: ModulePreview.previews(of: ListingGrid.self, as: self)
        case .dealsForYou: ModulePreview.previews(of: DealsForYou.self, as: self)
        case .similarItemsOnSale: ModulePreview.previews(of: SimilarItemsOnSale.self, as: self)
        case .listingDetail: ModulePreview.previews(of: ListingDetail.self, as: self)
        case .deferred: ModulePreview.previews(of: Deferred.self, as: self)
        }
    }
}
