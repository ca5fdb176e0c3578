import FeedRendering

/// A cart line's first row: the title at the left, the amounts at the right, one focus stop.
struct CartLineComponent: Component {
    var title: DisplayText
    var amounts: DisplayText
    var element: Int?

    func height(forWidth width: Int) -> Int { 1 }

    func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        var room = area.row(0)
        if area.width >= amounts.width + 10 {
            buffer.drawTrailing(amounts, in: room, style: context.theme.style(.price))
            room.width -= amounts.width + 1
        }
        buffer.draw(title, in: room, style: context.theme.style(.title))
        FocusMarking.mark(element, row: 0, rect: area.row(0), into: &buffer, context: context)
    }
}
