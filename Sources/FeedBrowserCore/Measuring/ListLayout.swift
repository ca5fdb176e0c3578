import FeedModel
import FeedRendering

/// One module list measured and drawn at one width, lazily, for the length of one update or
/// one frame.
///
/// Heights and focus plans are worked out the first time a module is needed; nothing here walks
/// the whole feed. It starts from the measures the runtime kept (`KeptMeasures`), and a frame
/// or an update hands what it added back (`BrowserFrame`, `update(_:in:measuring:)`), so a key's
/// update (which draws a module to find where focus goes) and the frame after it draw each
/// module once. It is a scratchpad, made afresh by each update and frame (`MeasuringPass`):
/// what it learns changes nothing the core was handed.
final class ListLayout {
    let list: ModuleList
    let renderer: FeedRenderer
    /// What has been measured and drawn so far, from the kept measures on.
    private(set) var measures: ListMeasures

    init(list: ModuleList, renderer: FeedRenderer, measures: ListMeasures) {
        self.list = list
        self.renderer = renderer
        self.measures = measures
    }

    /// The width everything here is measured at.
    var width: Int { measures.width }

    var count: Int { list.count }

    /// The rows module `index` takes, the gap after it included.
    func slotHeight(_ index: Int) -> Int {
        if let height = measures.heights[index] { return height }
        let module = list.modules[index]
        let context = renderer.context(for: module, index: index, width: width)
        let height = renderer.component(for: module, context: context).height(forWidth: width) + FeedRenderer.moduleGap
        measures.heights[index] = height
        return height
    }

    /// Module `index` drawn, with its hotspots relative to its own top-left.
    func render(_ index: Int, focus: ElementID?, state: ViewState) -> Buffer {
        let key = ListMeasures.DrawingKey(index: index, focus: focus?.module == index ? focus : nil, state: state)
        if let drawn = measures.drawings[key] { return drawn }
        let drawn = renderer.render(list.modules[index], index: index, width: width, focus: key.focus, state: state)
        measures.keep(drawn, as: key)
        return drawn
    }

    /// The carousel positions that show `element` at this width, from `state`'s.
    func scrolled(_ state: ViewState, toShow element: ElementID) -> ViewState {
        renderer.scrolled(state, toShow: element, in: list.modules[element.module], index: element.module, width: width)
    }

    /// The focus stops module `index` declares, whatever the width.
    func focusPlan(_ index: Int) -> FocusPlan {
        if let plan = measures.plans[index] { return plan }
        let plan = renderer.focusPlan(for: list.modules[index])
        measures.plans[index] = plan
        return plan
    }
}
