import FeedModel

extension SectionHeader: DrawnPayload {
    /// `section_header`: its header, one stop when it has an action.
    public static let renderer: any ModuleRenderer = PayloadRenderer(SectionHeader.self, plan: FocusPlans.sectionHeader) { payload, context in
        [HeaderComponent(header: payload.header, element: context.plan.element(.header))]
    }
}
