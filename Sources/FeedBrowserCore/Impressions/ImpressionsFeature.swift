import FeedModel

/// The impressions feature: a module with an id is seen the first time, on each visit to a
/// screen, that at least half of its rows are on screen.
///
/// Only screens read from the source make them: what the browser builds itself (Favorites,
/// search) was never sent by a server.
enum ImpressionsFeature: Feature {
    /// What the viewport shows after an event.
    struct InView {
        /// The modules in view.
        var modules: [ModuleInView]
        /// The screen they are on.
        var screen: ScreenID
        /// Its feed's path; nil for a screen the browser built, or one not drawn.
        var feed: String?
        /// The rows the list has.
        var viewport: Int
    }

    /// The impressions the modules in view make, as `.record` effects.
    static func update(_ impressions: inout Impressions, _ seen: InView, in environment: BrowserEnvironment) -> Outcome {
        if impressions.visiting != seen.screen {
            // A new visit: every module may make its impression again.
            impressions.visiting = seen.screen
            impressions.made = []
        }
        guard let feed = seen.feed else { return .none }
        var effects: [Effect] = []
        for view in seen.modules {
            guard let id = view.module.id, view.module.type != ModuleType.deferred.name, !impressions.made.contains(id) else { continue }
            let shown = min(view.top + view.rows, seen.viewport) - max(view.top, 0)
            if view.rows > 0, shown * 2 >= view.rows {
                impressions.made.insert(id)
                effects.append(.record(Impression(moduleID: id, moduleType: view.module.type, feed: feed)))
            }
        }
        return Outcome(effects)
    }
}
