import FeedModel

extension ListingDetail: DrawnPayload {
    /// `listing_detail`: a listing's own screen, its favorite and its button.
    public static let renderer: any ModuleRenderer = PayloadRenderer(ListingDetail.self, plan: FocusPlans.listingDetail) { payload, context in
        [ListingDetailComponent(detail: payload, favoriteElement: context.plan.element(.favorite), buttonElement: context.plan.element(.button), screenRows: context.screenRows)]
    }
}
