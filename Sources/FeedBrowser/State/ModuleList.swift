import FeedModel
import FeedRendering

/// A screen's modules, measured and drawn lazily at one width.
///
/// Heights are measured the first time a module is needed and kept until the width changes;
/// nothing here ever walks the whole feed. A class so that copies of the browser's state share
/// what has been measured: the modules themselves never change, a new list replaces the old.
final class ModuleList {
    let modules: [Module]
    let renderer: FeedRenderer
    /// Which document each module came from; modules the browser built are in none.
    let documents: [DocumentSpan]
    private var width = -1
    private var heights: [Int: Int] = [:]

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
        if width != self.width {
            self.width = width
            heights.removeAll(keepingCapacity: true)
        }
        if let height = heights[index] { return height }
        let module = modules[index]
        let context = renderer.context(for: module, index: index)
        let height = renderer.component(for: module, context: context).height(forWidth: width) + FeedRenderer.moduleGap
        heights[index] = height
        return height
    }

    /// Module `index` drawn at `width`, with its hotspots relative to its own top-left.
    func render(_ index: Int, width: Int, focus: ElementID?, state: ViewState) -> Buffer {
        renderer.render(modules[index], index: index, width: width, focus: focus, state: state)
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
