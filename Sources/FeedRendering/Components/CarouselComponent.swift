/// A row of equal cards that scrolls sideways, with ‹ › where more cards are hidden and a
/// position such as `3/12` under them.
///
/// The offset (first visible card) comes from the view state it is drawn with. When a card of
/// the row takes focus, `scroll(toShowFocusIn:width:context:)` moves the offset in that state
/// just enough to show it, before drawing, and the browser keeps it there.
public struct CarouselComponent: Component {
    /// How many cards the carousel has.
    public var count: Int
    /// The narrowest a card is drawn: how many cards show is worked out at this width.
    public var cardWidth: Int
    /// The widest a card is drawn: the cards that show grow up to this to use the row.
    public var maximumCardWidth: Int
    /// Each card's rows.
    public var cardHeight: Int
    /// The first card to show, before focus is taken into account.
    public var offset: Int
    /// The card of this carousel that has focus, if any.
    public var focusedIndex: Int?
    /// Every card shown, in rows as many as fit across, instead of one row that scrolls.
    public var expanded: Bool
    /// Draws card `index` into a rect.
    public var drawCard: (Int, Rect, inout Buffer) -> Void

    /// A row of `count` cards drawn by `drawCard`, from card `offset`, at least `cardWidth`
    /// columns each; `expanded` wraps every card into rows instead of scrolling.
    public init(count: Int, cardWidth: Int, maximumCardWidth: Int? = nil, cardHeight: Int, offset: Int, focusedIndex: Int?, expanded: Bool = false, drawCard: @escaping (Int, Rect, inout Buffer) -> Void) {
        self.expanded = expanded
        self.count = count
        self.cardWidth = cardWidth
        self.maximumCardWidth = max(cardWidth, maximumCardWidth ?? cardWidth)
        self.cardHeight = cardHeight
        self.offset = offset
        self.focusedIndex = focusedIndex
        self.drawCard = drawCard
    }

    /// How many whole cards show at a width, with room for the ‹ › marks when some are hidden.
    public static func visibleCount(width: Int, cardWidth: Int, count: Int) -> Int {
        let all = max(1, (width + 1) / (cardWidth + 1))
        if all >= count { return count }
        return max(1, (width - 4 + 1) / (cardWidth + 1))
    }

    /// The first visible card: `offset`, moved just enough to show `focused`, kept in range.
    public static func clampedOffset(_ offset: Int, focused: Int?, visible: Int, count: Int) -> Int {
        var first = offset
        if let focused {
            if focused < first { first = focused }
            if focused >= first + visible { first = focused - visible + 1 }
        }
        return max(0, min(first, count - visible))
    }

    public func scroll(toShowFocusIn state: inout ViewState, width: Int, context: RenderContext) {
        guard !expanded, let focusedIndex, count > 0 else { return }
        // The cards share the whole width, as `render` counts them.
        let visible = Self.visibleCount(width: width, cardWidth: cardWidth, count: count)
        state.carouselOffsets[context.moduleKey] = Self.clampedOffset(offset, focused: focusedIndex, visible: visible, count: count)
    }

    /// Cards across one row of an expanded carousel.
    private func perRow(width: Int) -> Int {
        max(1, min(count, (width + 1) / (cardWidth + 1)))
    }

    public func height(forWidth width: Int) -> Int {
        if expanded {
            let across = perRow(width: width)
            return (count + across - 1) / across * cardHeight
        }
        let visible = Self.visibleCount(width: width, cardWidth: cardWidth, count: count)
        return cardHeight + (visible < count ? 1 : 0)
    }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty, count > 0 else { return }
        if expanded {
            return renderExpanded(in: area, into: &buffer)
        }
        let visible = Self.visibleCount(width: area.width, cardWidth: cardWidth, count: count)
        let scrolls = visible < count
        let first = Self.clampedOffset(offset, focused: focusedIndex, visible: visible, count: count)
        let cardsArea = scrolls ? area.inset(horizontal: 2, vertical: 0) : area
        // The visible cards share the row, one space apart, up to their widest.
        let width = min(maximumCardWidth, max(cardWidth, (cardsArea.width + 1) / visible - 1), cardsArea.width)
        for slot in 0..<visible {
            let x = cardsArea.x + slot * (width + 1)
            drawCard(first + slot, Rect(x: x, y: area.y, width: width, height: min(cardHeight, area.height)).intersection(cardsArea), &buffer)
        }
        guard scrolls else { return }
        let markStyle = context.theme.style(.link)
        let middle = area.y + min(cardHeight, area.height) / 2
        let rowEnd = min(area.maxX - 1, cardsArea.x + visible * (width + 1))
        if first > 0 {
            buffer.draw("‹", x: area.x, y: middle, style: markStyle, clip: area)
        }
        if first + visible < count {
            buffer.draw("›", x: rowEnd, y: middle, style: markStyle, clip: area)
        }
        let position = DisplayText("\((focusedIndex ?? first) + 1)/\(count)")
        let positionRow = Rect(x: area.x, y: area.y + cardHeight, width: rowEnd + 1 - area.x, height: 1).intersection(area)
        buffer.drawTrailing(position, in: positionRow, style: context.theme.style(.muted))
    }

    /// Every card, in rows, each row using the width as a scrolling row would.
    private func renderExpanded(in area: Rect, into buffer: inout Buffer) {
        let across = perRow(width: area.width)
        let width = min(maximumCardWidth, max(cardWidth, (area.width + 1) / across - 1), area.width)
        for index in 0..<count {
            let rect = Rect(x: area.x + (index % across) * (width + 1), y: area.y + (index / across) * cardHeight, width: width, height: cardHeight)
            guard rect.y < area.maxY else { break }
            drawCard(index, rect.intersection(area), &buffer)
        }
    }
}
