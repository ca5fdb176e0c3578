import FeedModel

/// The loading feature: documents, pages and deferred parts asked for as effects and put in
/// their place when they arrive; r to load again. It owns the screens and the catalogue of
/// what they were loaded with; focus on the screen a document arrives on is the root's to keep
/// in view (`Outcome.Ask.keepFocusInView`).
enum LoadingFeature: Feature {
    /// What the loading feature is asked to do.
    enum Action {
        /// A load's result: the decoded document, or nil when the source has none.
        case loaded(LoadID, FeedDecodeResult?)
        /// r: failed parts again, else the screen again, keeping what it shows.
        case reload
        /// After every event: the next page, once its placeholder is near the viewport.
        case pagesNearTheEnd
    }

    static func update(_ screens: inout Screens, _ action: Action, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .loaded(let id, let result): screens.receive(result, for: id, in: environment)
        case .reload: screens.reload(in: environment)
        case .pagesNearTheEnd: Outcome(screens.loadPagesNearTheEnd(in: environment))
        }
    }
}
