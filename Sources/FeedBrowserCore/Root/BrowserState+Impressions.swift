import FeedModel
import FeedRendering

/// The modules in view, handed to the impressions feature after every event.
extension BrowserState {
    /// The impressions made since the last event, as effects.
    mutating func recordImpressions(in environment: BrowserEnvironment) -> Outcome {
        // Nothing is seen on a screen still loading, or drawn as "too small".
        let showsModules = !screen.isLoading && width >= Self.minimumSize.width && height >= Self.minimumSize.height
        let layout = environment.layout(of: screen.list, width: width)
        let inView = !showsModules || screen.kind.path == nil ? [] : screen.visibleModules(in: layout, viewport: viewport).map { index, top in
            ModuleInView(module: screen.list.modules[index], top: top, rows: layout.slotHeight(index) - FeedRenderer.moduleGap)
        }
        let seen = ImpressionsFeature.InView(modules: inView, screen: screen.id, feed: showsModules ? screen.kind.path : nil, viewport: viewport)
        return run(ImpressionsFeature.self, seen, on: \.impressions, in: environment)
    }
}
