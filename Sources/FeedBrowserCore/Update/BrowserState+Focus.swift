import FeedRendering

/// Focus: which actionable element is selected, how keys move it, and keeping it in view.
extension BrowserState {
    /// Module `index` of the current screen drawn with `focus`, for its hotspots; hotspot
    /// rects are relative to the module's top-left.
    func drawModule(_ index: Int, focus: ElementID?) -> Buffer {
        screen.list.render(index, width: width, focus: focus, state: drawingState)
    }

    /// The focused element's hotspot, if it is drawn.
    func focusedHotspot() -> Hotspot? {
        guard let focus = screen.focus, focus.module < screen.list.count else { return nil }
        return drawModule(focus.module, focus: focus).hotspots.first { $0.element == focus }
    }

    /// Moves focus to an element and scrolls to show it; a carousel keeps where focus took it.
    mutating func setFocus(_ element: ElementID) {
        screen.focus = element
        let drawn = drawModule(element.module, focus: element)
        guard let hotspot = drawn.hotspots.first(where: { $0.element == element }) else { return }
        if let first = hotspot.carouselFirst {
            screen.carouselOffsets[screen.list.key(element.module)] = first
        }
        // A module that fits is shown whole, so its header and a carousel's position come along.
        if drawn.height <= viewport {
            screen.reveal(module: element.module, top: 0, bottom: drawn.height, width: width, viewport: viewport)
        } else {
            screen.reveal(module: element.module, top: hotspot.rect.y, bottom: hotspot.rect.maxY, width: width, viewport: viewport)
        }
    }

    /// Every hotspot of the modules in view, in reading order, with its top row in the viewport.
    private func hotspotsInView() -> [(hotspot: Hotspot, y: Int)] {
        screen.visibleModules(width: width, viewport: viewport).flatMap { index, top in
            Self.ordered(drawModule(index, focus: nil).hotspots).map { ($0, top + $0.rect.y) }
        }
    }

    /// Focuses the first element wholly in view, else the first partly in view, else none.
    mutating func focusFirstVisible() {
        let inView = hotspotsInView()
        let whole = inView.first { $0.y >= 0 && $0.y + $0.hotspot.rect.height <= viewport }
        let partial = inView.first { $0.y + $0.hotspot.rect.height > 0 && $0.y < viewport }
        screen.focus = (whole ?? partial)?.hotspot.element
    }

    /// Focuses the last element wholly in view.
    mutating func focusLastVisible() {
        if let last = hotspotsInView().last(where: { $0.y >= 0 && $0.y + $0.hotspot.rect.height <= viewport }) {
            screen.focus = last.hotspot.element
        }
    }

    /// After a scroll, resize or reload: focus stays if it is still in view, or moves into it.
    mutating func keepFocusVisible() {
        guard let focus = screen.focus, let hotspot = focusedHotspot(),
              let top = screen.visibleModules(width: width, viewport: viewport).first(where: { $0.index == focus.module })?.top,
              top + hotspot.rect.y >= 0, top + hotspot.rect.maxY <= viewport else {
            focusFirstVisible()
            return
        }
    }

    /// ↓ and ↑: the nearest element of the next row, in this module or the next one that has any.
    /// Modules without focus stops are passed over by their plans, undrawn; the search stops a
    /// screen's height away, so a feed with nothing more to focus costs what is on screen.
    mutating func moveFocusVertically(down: Bool) {
        guard let focus = screen.focus, focus.module < screen.list.count else {
            focusFirstVisible()
            return
        }
        let here = drawModule(focus.module, focus: focus).hotspots
        guard let current = here.first(where: { $0.element == focus }) else {
            focusFirstVisible()
            return
        }
        let rows = here.filter { down ? $0.row > current.row : $0.row < current.row }
        if let target = Self.nearest(in: rows, to: current, preferLowRow: down) {
            setFocus(target.element)
            return
        }
        var passed = 0
        var index = focus.module + (down ? 1 : -1)
        while screen.list.modules.indices.contains(index), passed <= viewport {
            if !screen.list.focusPlan(index).stops.isEmpty,
               let target = Self.nearest(in: drawModule(index, focus: nil).hotspots, to: current, preferLowRow: down) {
                setFocus(target.element)
                return
            }
            passed += screen.list.slotHeight(index, width: width)
            index += down ? 1 : -1
        }
        // Nothing more to focus that way: show the rest of the feed instead.
        screen.scroll(by: down ? viewport / 2 : -viewport / 2, width: width, viewport: viewport)
    }

    /// ← and →: the neighbour in the same row, scrolling a carousel to cards not yet shown.
    mutating func moveFocusHorizontally(right: Bool) {
        guard let focus = screen.focus, let current = focusedHotspot() else {
            focusFirstVisible()
            return
        }
        let sameRow = drawModule(focus.module, focus: focus).hotspots.filter { $0.row == current.row && $0.element != focus }
        let shown = right ? sameRow.filter { $0.element.element > focus.element }.min { $0.element < $1.element }
                          : sameRow.filter { $0.element.element < focus.element }.max { $0.element < $1.element }
        if let shown {
            setFocus(shown.element)
            return
        }
        // A card the carousel hides: the next stop of the plan in the same row, drawn focused
        // so the carousel scrolls to it.
        let plan = screen.list.focusPlan(focus.module)
        let step = right ? 1 : -1
        var candidate = focus.element + step
        while let stop = plan.stop(at: candidate) {
            let neighbour = ElementID(module: focus.module, element: candidate)
            if drawModule(focus.module, focus: neighbour).hotspots.contains(where: { $0.element == neighbour && $0.row == current.row }) {
                setFocus(neighbour)
                return
            }
            // A coupon's button sits between two cards in the plan, in the row below: step
            // over stops of other rows while they are still cards or their buttons.
            switch stop.part {
            case .card, .cardButton: candidate += step
            default: return
            }
        }
    }

    /// Tab and Shift-Tab: the first element of the next or previous module that has any.
    mutating func moveFocusToModule(next: Bool) {
        let from = screen.focus?.module ?? (next ? -1 : screen.list.count)
        let modules = next ? Array(stride(from: from + 1, to: screen.list.count, by: 1)) : Array(stride(from: from - 1, through: 0, by: -1))
        for index in modules where !screen.list.focusPlan(index).stops.isEmpty {
            if let first = Self.ordered(drawModule(index, focus: nil).hotspots).first {
                setFocus(first.element)
                return
            }
        }
    }

    /// Hotspots in reading order: by row, then by element.
    static func ordered(_ hotspots: [Hotspot]) -> [Hotspot] {
        hotspots.sorted { ($0.row, $0.element.element) < ($1.row, $1.element.element) }
    }

    /// Of the hotspots in the nearest row, the one whose centre is closest to `current`'s.
    private static func nearest(in hotspots: [Hotspot], to current: Hotspot, preferLowRow: Bool) -> Hotspot? {
        guard let row = preferLowRow ? hotspots.map(\.row).min() : hotspots.map(\.row).max() else { return nil }
        let centre = current.rect.x + current.rect.width / 2
        return hotspots.filter { $0.row == row }.min { abs($0.rect.x + $0.rect.width / 2 - centre) < abs($1.rect.x + $1.rect.width / 2 - centre) }
    }
}
