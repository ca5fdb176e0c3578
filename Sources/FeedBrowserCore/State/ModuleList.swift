import FeedModel
import FeedRendering

/// A screen's modules, measured and drawn lazily at one width.
///
/// Heights are measured the first time a module is needed and kept until the width changes;
/// nothing here ever walks the whole feed. The last modules drawn are kept too, by their
/// focus and view state, so a key's update and the frame after it draw each module once.
/// A class so that copies of the browser's state share what has been measured and drawn: the
/// modules themselves never change, a new list replaces the old.
final class ModuleList {
    let modules: [Module]
    let renderer: FeedRenderer
    /// Which document each module came from; modules the browser built are in none.
    let documents: [DocumentSpan]
    private var width = -1
    private var heights: [Int: Int] = [:]
    /// Modules drawn at `width`, the oldest first out once there are `drawingsKept`.
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

    init(modules: [Module], renderer: FeedRenderer, documents: [DocumentSpan] = []) {
        self.modules = modules
        self.renderer = renderer
        self.documents = documents
    }

    /// The path of the document module `index` came from.
    func document(of index: Int) -> String? {
        documents.first { $0.range.contains(index) }?.path
    }

    var count: Int { modules.count }

    /// The rows module `index` takes at `width`, the gap after it included.
    func slotHeight(_ index: Int, width: Int) -> Int {
        use(width)
        if let height = heights[index] { return height }
        let module = modules[index]
        let context = renderer.context(for: module, index: index)
        let height = renderer.component(for: module, context: context).height(forWidth: width) + FeedRenderer.moduleGap
        heights[index] = height
        return height
    }

    /// Module `index` drawn at `width`, with its hotspots relative to its own top-left.
    func render(_ index: Int, width: Int, focus: ElementID?, state: ViewState) -> Buffer {
        use(width)
        let key = DrawingKey(index: index, focus: focus?.module == index ? focus : nil, state: state)
        if let drawn = drawings[key] { return drawn }
        let drawn = renderer.render(modules[index], index: index, width: width, focus: key.focus, state: state)
        drawings[key] = drawn
        drawingOrder.append(key)
        if drawingOrder.count > Self.drawingsKept {
            drawings[drawingOrder.removeFirst()] = nil
        }
        return drawn
    }

    /// Forgets every drawing kept, so the next frame draws each module anew.
    func forgetDrawings() {
        drawings.removeAll(keepingCapacity: true)
        drawingOrder.removeAll(keepingCapacity: true)
    }

    /// Forgets what was measured and drawn at another width.
    private func use(_ width: Int) {
        guard width != self.width else { return }
        self.width = width
        heights.removeAll(keepingCapacity: true)
        drawings.removeAll(keepingCapacity: true)
        drawingOrder.removeAll(keepingCapacity: true)
    }

    /// The focus stops module `index` declares.
    func focusPlan(_ index: Int) -> FocusPlan {
        renderer.focusPlan(for: modules[index])
    }

    /// The key module `index`'s state is kept by.
    func key(_ index: Int) -> String {
        FeedRenderer.key(of: modules[index], index: index)
    }
}
