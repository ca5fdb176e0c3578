import FeedRendering

/// The lists measured during one update or one frame, each list once: what one feature
/// measures, the next in the same event finds.
///
/// Made afresh by each `update` and each `frame`, from the measures the runtime handed in, and
/// gone when they return; what was measured comes back (`finish()`): a frame's in its
/// `BrowserFrame`, an update's through `update(_:in:measuring:)`.
final class MeasuringPass {
    /// What is kept of the lists not yet asked for, and where each list's measures go back.
    private var kept: KeptMeasures
    private var layouts: [ListID: ListLayout] = [:]
    /// The lists in the order they were first asked for.
    private var order: [ListID] = []

    /// A scratchpad over `kept`.
    init(_ kept: KeptMeasures) {
        self.kept = kept
    }

    /// `list`'s layout at `width`, from what was kept of it.
    func layout(of list: ModuleList, width: Int, renderer: FeedRenderer) -> ListLayout {
        if let layout = layouts[list.id], layout.width == width { return layout }
        let layout = ListLayout(list: list, renderer: renderer, measures: kept.take(list.id, width: width))
        if layouts.updateValue(layout, forKey: list.id) == nil { order.append(list.id) }
        return layout
    }

    /// The measures handed in, with what was measured here added.
    func finish() -> KeptMeasures {
        var cache = kept
        for id in order {
            if let layout = layouts[id] { cache.keep(layout.measures, of: id) }
        }
        return cache
    }
}
