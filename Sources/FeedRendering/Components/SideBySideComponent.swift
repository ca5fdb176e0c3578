/// Two components in columns, the left one of fixed width, two spaces between.
public struct SideBySideComponent: Component {
    /// Drawn on the left.
    public var left: any Component
    /// The left one's columns.
    public var leftWidth: Int
    /// Drawn in the rest.
    public var right: any Component

    /// `left` in `leftWidth` columns, `right` beside it.
    public init(left: any Component, leftWidth: Int, right: any Component) {
        self.left = left
        self.leftWidth = leftWidth
        self.right = right
    }

    public func height(forWidth width: Int) -> Int {
        max(left.height(forWidth: leftWidth), right.height(forWidth: max(0, width - leftWidth - 2)))
    }

    public func scroll(toShowFocusIn state: inout ViewState, width: Int, context: RenderContext) {
        left.scroll(toShowFocusIn: &state, width: min(leftWidth, width), context: context)
        right.scroll(toShowFocusIn: &state, width: max(0, width - leftWidth - 2), context: context)
    }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        let leftArea = Rect(x: area.x, y: area.y, width: min(leftWidth, area.width), height: area.height)
        left.render(in: leftArea.row(0, height: left.height(forWidth: leftWidth)), into: &buffer, context: context)
        right.render(in: area.dropping(columns: leftWidth + 2), into: &buffer, context: context)
    }
}
