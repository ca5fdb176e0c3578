import FeedModel
import FeedRendering

/// Impressions: a module with an id is seen the first time, on each visit to a screen, that at
/// least half of its rows are on screen. Only screens read from the source make them: what
/// the browser builds itself (Favorites, search) was never sent by a server.
extension BrowserState {
    /// The impressions made since the last event, as effects.
    mutating func recordImpressions(in environment: BrowserEnvironment) -> [Effect] {
        if lastShownScreen != screen.id {
            // A new visit: every module may make its impression again.
            lastShownScreen = screen.id
            screen.impressed = []
        }
        guard !screen.isLoading, screen.kind.path != nil, width >= Self.minimumSize.width, height >= Self.minimumSize.height else { return [] }
        var effects: [Effect] = []
        let feed = screen.kind.path ?? screen.title
        let layout = environment.layout(of: screen.list, width: width)
        for (index, top) in screen.visibleModules(in: layout, viewport: viewport) {
            let module = screen.list.modules[index]
            guard let id = module.id, module.type != ModuleType.deferred.name, !screen.impressed.contains(id) else { continue }
            let rows = layout.slotHeight(index) - FeedRenderer.moduleGap
            let shown = min(top + rows, viewport) - max(top, 0)
            if rows > 0, shown * 2 >= rows {
                screen.impressed.insert(id)
                effects.append(.record(Impression(moduleID: id, moduleType: module.type, feed: feed)))
            }
        }
        return effects
    }
}
