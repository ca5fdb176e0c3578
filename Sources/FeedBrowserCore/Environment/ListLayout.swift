import FeedModel
import FeedRendering

/// One module list measured and drawn at one width, lazily.
///
/// Heights and focus plans are worked out the first time a module is needed and kept; nothing
/// here walks the whole feed. The last modules drawn are kept too, by their focus and view
/// state, so a key's update and the frame after it draw each module once. Kept by the
/// environment's `LayoutCache`, beside the state, never in it.
final class ListLayout {
    let list: ModuleList
    let renderer: FeedRenderer
    /// The width everything here is measured at.
    let width: Int
    private var heights: [Int: Int] = [:]
    private var plans: [Int: FocusPlan] = [:]
    /// Modules drawn, the oldest first out once there are `drawingsKept`.
    private var drawings: [DrawingKey: Buffer] = [:]
    private var drawingOrder: [DrawingKey] = []
    /// More than a tall terminal shows, with the focused module drawn twice (before and after).
    private static let drawingsKept = 128

    /// What a module's drawing depends on besides the module and the width.
    private struct DrawingKey: Hashable {
        let index: Int
        /// The focus, only when it is in this module.
        let focus: ElementID?
        let state: ViewState
    }

    init(list: ModuleList, renderer: FeedRenderer, width: Int) {
        self.list = list
        self.renderer = renderer
        self.width = width
    }

    var count: Int { list.count }

    /// The rows module `index` takes, the gap after it included.
    func slotHeight(_ index: Int) -> Int {
        if let height = heights[index] { return height }
        let module = list.modules[index]
        let context = renderer.context(for: module, index: index, width: width)
        let height = renderer.component(for: module, context: context).height(forWidth: width) + FeedRenderer.moduleGap
        heights[index] = height
        return height
    }

    /// Module `index` drawn, with its hotspots relative to its own top-left.
    func render(_ index: Int, focus: ElementID?, state: ViewState) -> Buffer {
        let key = DrawingKey(index: index, focus: focus?.module == index ? focus : nil, state: state)
        if let drawn = drawings[key] { return drawn }
        let drawn = renderer.render(list.modules[index], index: index, width: width, focus: key.focus, state: state)
        drawings[key] = drawn
        drawingOrder.append(key)
        if drawingOrder.count > Self.drawingsKept {
            drawings[drawingOrder.removeFirst()] = nil
        }
        return drawn
    }

    /// The carousel positions that show `element` at this width, from `state`'s.
    func scrolled(_ state: ViewState, toShow element: ElementID) -> ViewState {
        renderer.scrolled(state, toShow: element, in: list.modules[element.module], index: element.module, width: width)
    }

    /// The focus stops module `index` declares, whatever the width.
    func focusPlan(_ index: Int) -> FocusPlan {
        if let plan = plans[index] { return plan }
        let plan = renderer.focusPlan(for: list.modules[index])
        plans[index] = plan
        return plan
    }

    /// Forgets every drawing kept, so the next frame draws each module anew.
    func forgetDrawings() {
        drawings.removeAll(keepingCapacity: true)
        drawingOrder.removeAll(keepingCapacity: true)
    }
}
