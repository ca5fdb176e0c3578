import FeedModel

extension SearchBar: DrawnPayload {
    /// `search_bar`: one line that opens search.
    public static let renderer: any ModuleRenderer = PayloadRenderer(SearchBar.self, plan: { payload in
        var plan = FocusPlan()
        plan.add(.body, action: payload.action)
        return plan
    }) { payload, context in
        [SearchBarComponent(searchBar: payload, element: context.plan.element(.body))]
    }
}
