import FeedModel

/// A module's title line, a muted subtitle under it, and `›` when the header does something.
public struct HeaderComponent: Component {
    /// The header drawn.
    public var header: Header
    /// The header's element index in its module's focus plan; nil when it does nothing.
    public var element: Int?
    /// Its focus row.
    public var row: Int
    /// Text drawn at the right end of the title line, such as a carousel's position.
    public var trailing: DisplayText?

    /// Draws `header`, with `trailing` at the right end of its title line.
    public init(header: Header, element: Int? = nil, row: Int = 0, trailing: DisplayText? = nil) {
        self.header = header
        self.element = element
        self.row = row
        self.trailing = trailing
    }

    public func height(forWidth width: Int) -> Int {
        header.subtitle == nil ? 1 : 2
    }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        let titleRow = area.row(0)
        var room = titleRow
        if let trailing, area.width >= trailing.width + 8 {
            buffer.drawTrailing(trailing, in: room, style: theme.style(.muted))
            room.width -= trailing.width + 1
        }
        if header.action != nil, room.width >= 4 {
            buffer.drawTrailing("›", in: room, style: theme.style(.link))
            room.width -= 2
        }
        buffer.draw(DisplayText(header.title), in: room, style: theme.style(.title))
        if let subtitle = header.subtitle {
            buffer.draw(DisplayText(subtitle), in: area.row(1), style: theme.style(.subtitle))
        }
        FocusMarking.mark(element, row: row, rect: titleRow, into: &buffer, context: context)
    }
}
