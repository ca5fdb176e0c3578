import FeedModel

/// A line under a module, such as "See all deals ›".
public struct FooterComponent: Component {
    /// The footer drawn.
    public var footer: Footer
    /// Its focus stop.
    public var element: Int?
    /// Its focus row.
    public var row: Int

    /// Draws `footer` as stop `element` in focus row `row`.
    public init(footer: Footer, element: Int?, row: Int) {
        self.footer = footer
        self.element = element
        self.row = row
    }

    public func height(forWidth width: Int) -> Int { 1 }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        let text = footer.action == nil ? DisplayText(footer.text) : DisplayText(footer.text) + " ›"
        let style = context.theme.style(footer.action == nil ? .muted : .link)
        let used = buffer.draw(text, in: area.row(0), style: style)
        FocusMarking.mark(element, row: row, rect: Rect(x: area.x, y: area.y, width: used, height: 1), into: &buffer, context: context)
    }
}
