import FeedModel

/// A one-line search field: `⌕ Search for anything` on a tinted bar.
public struct SearchBarComponent: Component {
    /// The search bar drawn.
    public var searchBar: SearchBar
    /// Its focus stop.
    public var element: Int?

    /// Draws `searchBar` as stop `element`.
    public init(searchBar: SearchBar, element: Int?) {
        self.searchBar = searchBar
        self.element = element
    }

    public func height(forWidth width: Int) -> Int { 1 }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        let style = context.theme.style(.searchField)
        buffer.fill(row, style: style)
        buffer.draw(" ⌕ " + DisplayText(searchBar.placeholder), in: row, style: style)
        FocusMarking.mark(element, row: 0, rect: row, into: &buffer, context: context)
    }
}
