import FeedModel

extension DealsForYou: DrawnPayload {
    /// `deals_for_you`: a header, coupon cards with their buttons, a footer.
    public static let renderer: any ModuleRenderer = PayloadRenderer(DealsForYou.self, plan: { FocusPlans.coupons(header: $0.header, $0.items, footer: $0.footer) }) { payload, context in
        var parts: [any Component] = [HeaderComponent(header: payload.header, element: context.plan.element(.header), row: 0)]
        parts.append(CardRow.coupons(payload.items, row: 1, context: context))
        if let footer = payload.footer {
            // Rows 1 and 2 are the coupon cards and their buttons.
            parts.append(FooterComponent(footer: footer, element: context.plan.element(.footer), row: 3))
        }
        return parts
    }
}
