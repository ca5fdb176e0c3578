import FeedModel

extension Banner: DrawnPayload {
    /// `hero_banner` and `promo_banner`: the banner, its body and its button stops.
    public static let renderer: any ModuleRenderer = PayloadRenderer(Banner.self, plan: FocusPlans.banner) { payload, context in
        [BannerComponent(banner: payload, element: context.plan.element(.body), buttonElement: context.plan.element(.button))]
    }
}
