/// The viewport over a screen's modules: scrolling, what is visible, and keeping a rect in view.
///
/// Every operation walks only the modules between where the viewport is and where it goes.
extension Screen {
    /// The anchor that puts the end of the feed at the bottom of a viewport `viewport` rows tall.
    func lastAnchor(in layout: ListLayout, viewport: Int) -> ScrollAnchor {
        var rows = 0
        var index = list.count - 1
        while index >= 0 {
            rows += layout.slotHeight(index)
            if rows >= viewport {
                return ScrollAnchor(module: index, row: rows - viewport)
            }
            index -= 1
        }
        return .top
    }

    /// Scrolls by `rows` (negative is up), never past the top or the end.
    mutating func scroll(by rows: Int, in layout: ListLayout, viewport: Int) {
        guard list.count > 0 else { return }
        anchor.row += rows
        while anchor.row >= layout.slotHeight(anchor.module), anchor.module < list.count - 1 {
            anchor.row -= layout.slotHeight(anchor.module)
            anchor.module += 1
        }
        while anchor.row < 0, anchor.module > 0 {
            anchor.module -= 1
            anchor.row += layout.slotHeight(anchor.module)
        }
        anchor.row = max(0, anchor.row)
        clampAnchor(in: layout, viewport: viewport)
    }

    /// Keeps the anchor inside the feed, as after a resize or a reload.
    mutating func clampAnchor(in layout: ListLayout, viewport: Int) {
        guard list.count > 0 else {
            anchor = .top
            return
        }
        anchor.module = min(anchor.module, list.count - 1)
        let last = lastAnchor(in: layout, viewport: viewport)
        if anchor > last { anchor = last }
    }

    /// The modules that meet the viewport, with their top row relative to it (negative when
    /// the module starts above it).
    func visibleModules(in layout: ListLayout, viewport: Int) -> [(index: Int, top: Int)] {
        var result: [(index: Int, top: Int)] = []
        var top = -anchor.row
        var index = anchor.module
        while index < list.count, top < viewport {
            result.append((index, top))
            top += layout.slotHeight(index)
            index += 1
        }
        return result
    }

    /// The modules within `rows` rows above the viewport's top and below its top: those a
    /// reader is near.
    func modules(within rows: Int, in layout: ListLayout) -> Range<Int> {
        guard list.count > 0 else { return 0..<0 }
        var first = min(anchor.module, list.count - 1), above = anchor.row
        while first > 0, above < rows {
            first -= 1
            above += layout.slotHeight(first)
        }
        var end = first, below = -anchor.row
        while end < list.count, end <= anchor.module || below < rows {
            if end >= anchor.module { below += layout.slotHeight(end) }
            end += 1
        }
        return first..<end
    }

    /// Rows from the viewport's top to a row of a module at or after the anchor's.
    private func rows(to module: Int, row: Int, in layout: ListLayout) -> Int {
        var rows = -anchor.row
        var index = anchor.module
        while index < module {
            rows += layout.slotHeight(index)
            index += 1
        }
        return rows + row
    }

    /// Scrolls just enough to show rows `top..<bottom` of `module`; when the whole module fits
    /// above that bottom, shows it from its top so its header comes along.
    mutating func reveal(module: Int, top: Int, bottom: Int, in layout: ListLayout, viewport: Int) {
        let target = ScrollAnchor(module: module, row: top)
        if target < anchor {
            anchor = bottom <= viewport ? ScrollAnchor(module: module, row: 0) : target
            return
        }
        let end = rows(to: module, row: bottom, in: layout)
        if end > viewport {
            scroll(by: end - viewport, in: layout, viewport: viewport)
        }
    }
}
