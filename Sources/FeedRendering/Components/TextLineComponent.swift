/// One line of text in one text role, truncated to fit.
public struct TextLineComponent: Component {
    /// The line's text, cut to the width.
    public var text: DisplayText
    /// How it is styled.
    public var role: TextRole

    /// One line of `text` in `role`.
    public init(text: DisplayText, role: TextRole) {
        self.text = text
        self.role = role
    }

    public func height(forWidth width: Int) -> Int { 1 }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        buffer.draw(text, in: area.row(0), style: context.theme.style(role))
    }
}
