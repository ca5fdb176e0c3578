import FeedModel

/// The impressions feature: a module with an id is seen the first time, on each visit to a
/// screen, that at least half of its rows are on screen.
///
/// Only screens read from the source make them: what the browser builds itself (Favorites,
/// search) was never sent by a server.
struct Impressions: Equatable {
    /// The screen being visited, to tell when a new visit begins.
    private(set) var visiting: ScreenID?
    /// The modules (by id) that made an impression on this visit.
    private(set) var made: Set<String> = []

    /// The impressions the modules in view make on screen `screen` (of feed `feed`, nil for
    /// a screen the browser built), as effects; `viewport` is the rows the list has.
    mutating func update(inView modules: [ModuleInView], on screen: ScreenID, feed: String?, viewport: Int) -> [Effect] {
        if visiting != screen {
            // A new visit: every module may make its impression again.
            visiting = screen
            made = []
        }
        guard let feed else { return [] }
        var effects: [Effect] = []
        for seen in modules {
            guard let id = seen.module.id, seen.module.type != ModuleType.deferred.name, !made.contains(id) else { continue }
            let shown = min(seen.top + seen.rows, viewport) - max(seen.top, 0)
            if seen.rows > 0, shown * 2 >= seen.rows {
                made.insert(id)
                effects.append(.record(Impression(moduleID: id, moduleType: seen.module.type, feed: feed)))
            }
        }
        return effects
    }
}
