import FeedRendering

/// The layouts of the lists a browser shows, by list and width.
///
/// What the state's lists look like is worked out here once per width and kept for the
/// frames and keys that follow, so the state itself stays a plain value. Only the lists most
/// recently asked for are kept: a screen left long ago is measured again if it comes back.
final class LayoutCache {
    private var layouts: [ListID: ListLayout] = [:]
    private var recent: [ListID] = []
    /// Enough for every screen of every tab's stack that a person moves between.
    private static let listsKept = 24

    /// `list`'s layout at `width`, measured as it is needed.
    func layout(of list: ModuleList, width: Int, renderer: FeedRenderer) -> ListLayout {
        if recent.last != list.id {
            recent.removeAll { $0 == list.id }
            recent.append(list.id)
            if recent.count > Self.listsKept {
                layouts[recent.removeFirst()] = nil
            }
        }
        if let layout = layouts[list.id], layout.width == width { return layout }
        let layout = ListLayout(list: list, renderer: renderer, width: width)
        layouts[list.id] = layout
        return layout
    }

    /// Forgets every drawing kept, so the next frame draws each module anew.
    func forgetDrawings() {
        for layout in layouts.values { layout.forgetDrawings() }
    }
}
