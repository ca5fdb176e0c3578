import FeedModel
import FeedRendering

extension Screen {
    /// Replaces module `index` (a placeholder) with `modules`, keeping what the reader is
    /// looking at where it is: the focused module stays on the same row of the screen.
    mutating func replaceModule(at index: Int, with modules: FeedModules, from path: String, in environment: BrowserEnvironment, width: Int, viewport: Int) {
        let delta = modules.count - 1
        let focusedModule = focus?.module
        let before = environment.layout(of: list, width: width)
        let topBefore = focusedModule.flatMap { $0 > index ? top(of: $0, in: before, viewport: viewport) : nil }
        var all = list.modules
        all.replaceSubrange(index...index, with: modules)
        show(all, documents: DocumentSpan.replacing(index, in: list.documents, with: modules.count, from: path))
        let after = environment.layout(of: list, width: width)
        if let module = focusedModule, module > index {
            focus?.module = module + delta
        } else if let module = focusedModule, module == index {
            focus = nil
        }
        if anchor.module > index {
            // The placeholder was above the viewport: nothing on screen moves.
            anchor.module += delta
        } else if let topBefore, let module = focus?.module, let topAfter = rows(to: module, within: Int.max / 2, in: after) {
            scroll(by: topAfter - topBefore, in: after, viewport: viewport)
        }
        clampAnchor(in: after, viewport: viewport)
    }

    /// Module `module`'s top row in the viewport, when it starts before the viewport's end.
    func top(of module: Int, in layout: ListLayout, viewport: Int) -> Int? {
        visibleModules(in: layout, viewport: viewport).first { $0.index == module }?.top
    }

    /// Rows from the viewport's top to module `module`'s top, walking at most `limit` rows;
    /// nil when it is further than that.
    func rows(to module: Int, within limit: Int, in layout: ListLayout) -> Int? {
        var rows = -anchor.row
        var index = anchor.module
        while index < module {
            rows += layout.slotHeight(index)
            if rows > limit { return nil }
            index += 1
        }
        return rows
    }
}
