import FeedRendering

/// What the focus feature (`FocusFeature`) does to a screen: which actionable element is
/// selected, how keys move it, and keeping it in view.
extension Screen {
    /// Moves focus or scrolls for one key, wheel or resize.
    mutating func update(_ move: FocusMove, in layout: ScreenLayout) {
        // Any other move of the reader's stops following the end; keeping focus in view as
        // content arrives does not.
        if move != .keepInView { followsEnd = move == .end && slots.values.contains { $0.kind == .rest } }
        switch move {
        case .up: moveFocusVertically(down: false, in: layout)
        case .down: moveFocusVertically(down: true, in: layout)
        case .left: moveFocusHorizontally(right: false, in: layout)
        case .right: moveFocusHorizontally(right: true, in: layout)
        case .nextModule: moveFocusToModule(next: true, in: layout)
        case .previousModule: moveFocusToModule(next: false, in: layout)
        case .pageDown, .pageUp:
            scroll(by: (move == .pageDown ? 1 : -1) * max(1, layout.viewport - 1), in: layout.list, viewport: layout.viewport)
            keepFocusVisible(in: layout)
        case .top:
            anchor = .top
            focusFirstVisible(in: layout)
        case .end:
            anchor = lastAnchor(in: layout.list, viewport: layout.viewport)
            focusLastVisible(in: layout)
        case .wheel(let rows):
            scroll(by: rows, in: layout.list, viewport: layout.viewport)
        case .keepInView:
            keepFocusVisible(in: layout)
        }
    }

    /// Module `index` of the current screen drawn with `focus`, for its hotspots; hotspot
    /// rects are relative to the module's top-left.
    func drawModule(_ index: Int, focus: ElementID?, in layout: ScreenLayout) -> Buffer {
        layout.list.render(index, focus: focus, state: drawingState(layout.shopper))
    }

    /// The focused element's hotspot, if it is drawn.
    func focusedHotspot(in layout: ScreenLayout) -> Hotspot? {
        guard let focus = focus, focus.module < list.count else { return nil }
        return drawModule(focus.module, focus: focus, in: layout).hotspots.first { $0.element == focus }
    }

    /// Moves focus to an element and scrolls to show it; a carousel scrolls to show it too,
    /// before it is drawn, and stays where focus took it.
    mutating func setFocus(_ element: ElementID, in layout: ScreenLayout) {
        focus = element
        carouselOffsets = layout.list.scrolled(drawingState(layout.shopper), toShow: element).carouselOffsets
        let drawn = drawModule(element.module, focus: element, in: layout)
        guard let hotspot = drawn.hotspots.first(where: { $0.element == element }) else { return }
        // A module that fits is shown whole, so its header and a carousel's position come along.
        if drawn.height <= layout.viewport {
            reveal(module: element.module, top: 0, bottom: drawn.height, in: layout.list, viewport: layout.viewport)
        } else {
            reveal(module: element.module, top: hotspot.rect.y, bottom: hotspot.rect.maxY, in: layout.list, viewport: layout.viewport)
        }
    }

    /// Every hotspot of the modules in view, in reading order, with its top row in the viewport.
    private func hotspotsInView(in layout: ScreenLayout) -> [(hotspot: Hotspot, y: Int)] {
        visibleModules(in: layout.list, viewport: layout.viewport).flatMap { index, top in
            Self.ordered(drawModule(index, focus: nil, in: layout).hotspots).map { ($0, top + $0.rect.y) }
        }
    }

    /// Focuses the first element wholly in view, else the first partly in view, else none.
    mutating func focusFirstVisible(in layout: ScreenLayout) {
        let inView = hotspotsInView(in: layout)
        let whole = inView.first { $0.y >= 0 && $0.y + $0.hotspot.rect.height <= layout.viewport }
        let partial = inView.first { $0.y + $0.hotspot.rect.height > 0 && $0.y < layout.viewport }
        focus = (whole ?? partial)?.hotspot.element
    }

    /// Focuses the last element wholly in view.
    private mutating func focusLastVisible(in layout: ScreenLayout) {
        if let last = hotspotsInView(in: layout).last(where: { $0.y >= 0 && $0.y + $0.hotspot.rect.height <= layout.viewport }) {
            focus = last.hotspot.element
        }
    }

    /// After a scroll, resize or reload: focus stays if it is still in view, or moves into it.
    mutating func keepFocusVisible(in layout: ScreenLayout) {
        guard let focus = focus, let hotspot = focusedHotspot(in: layout),
              let top = visibleModules(in: layout.list, viewport: layout.viewport).first(where: { $0.index == focus.module })?.top,
              top + hotspot.rect.y >= 0, top + hotspot.rect.maxY <= layout.viewport else {
            focusFirstVisible(in: layout)
            return
        }
    }

    /// ↓ and ↑: the nearest element of the next row, in this module or the next one that has any.
    /// Modules without focus stops are passed over by their plans, undrawn; the search stops a
    /// screen's height away, so a feed with nothing more to focus costs what is on screen.
    private mutating func moveFocusVertically(down: Bool, in layout: ScreenLayout) {
        guard let focus = focus, focus.module < list.count else {
            focusFirstVisible(in: layout)
            return
        }
        let here = drawModule(focus.module, focus: focus, in: layout).hotspots
        guard let current = here.first(where: { $0.element == focus }) else {
            focusFirstVisible(in: layout)
            return
        }
        let rows = here.filter { down ? $0.row > current.row : $0.row < current.row }
        if let target = Self.nearest(in: rows, to: current, preferLowRow: down) {
            setFocus(target.element, in: layout)
            return
        }
        var passed = 0
        var index = focus.module + (down ? 1 : -1)
        while list.modules.indices.contains(index), passed <= layout.viewport {
            if !layout.list.focusPlan(index).stops.isEmpty,
               let target = Self.nearest(in: drawModule(index, focus: nil, in: layout).hotspots, to: current, preferLowRow: down) {
                setFocus(target.element, in: layout)
                return
            }
            passed += layout.list.slotHeight(index)
            index += down ? 1 : -1
        }
        // Nothing more to focus that way: show the rest of the feed instead.
        scroll(by: down ? layout.viewport / 2 : -layout.viewport / 2, in: layout.list, viewport: layout.viewport)
    }

    /// ← and →: the neighbour in the same row, scrolling a carousel to cards not yet shown.
    private mutating func moveFocusHorizontally(right: Bool, in layout: ScreenLayout) {
        guard let focus = focus, let current = focusedHotspot(in: layout) else {
            focusFirstVisible(in: layout)
            return
        }
        let sameRow = drawModule(focus.module, focus: focus, in: layout).hotspots.filter { $0.row == current.row && $0.element != focus }
        let shown = right ? sameRow.filter { $0.element.element > focus.element }.min { $0.element < $1.element }
                          : sameRow.filter { $0.element.element < focus.element }.max { $0.element < $1.element }
        if let shown {
            setFocus(shown.element, in: layout)
            return
        }
        // A card the carousel hides: the next stop of the plan in the same row, drawn focused
        // so the carousel scrolls to it.
        let plan = layout.list.focusPlan(focus.module)
        let step = right ? 1 : -1
        var candidate = focus.element + step
        while let stop = plan.stop(at: candidate) {
            let neighbour = ElementID(module: focus.module, element: candidate)
            if drawModule(focus.module, focus: neighbour, in: layout).hotspots.contains(where: { $0.element == neighbour && $0.row == current.row }) {
                setFocus(neighbour, in: layout)
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
    private mutating func moveFocusToModule(next: Bool, in layout: ScreenLayout) {
        let from = focus?.module ?? (next ? -1 : list.count)
        let modules = next ? Array(stride(from: from + 1, to: list.count, by: 1)) : Array(stride(from: from - 1, through: 0, by: -1))
        for index in modules where !layout.list.focusPlan(index).stops.isEmpty {
            if let first = Self.ordered(drawModule(index, focus: nil, in: layout).hotspots).first {
                setFocus(first.element, in: layout)
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
