import FeedModel

extension StandardModuleType {
    /// The payload that draws it: a case without its renderer file does not compile.
    public var drawing: any DrawnPayload.Type {
        switch self {
        case .sectionHeader: SectionHeader.self
        case .searchBar: SearchBar.self
        case .heroBanner, .promoBanner: Banner.self
        case .listingCarousel: ListingCarousel.self
        case .listingGrid: ListingGrid.self
        case .dealsForYou: DealsForYou.self
        case .similarItemsOnSale: SimilarItemsOnSale.self
        case .listingDetail: ListingDetail.self
        case .deferred: Deferred.self
        }
    }
}
