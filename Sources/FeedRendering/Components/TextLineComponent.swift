/// One line of text in one text role, truncated to fit.
public struct TextLineComponent: Component {
    public var text: DisplayText
    public var role: TextRole

    public init(text: DisplayText, role: TextRole) {
        self.text = text
        self.role = role
    }

    public func height(forWidth width: Int) -> Int { 1 }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        buffer.draw(text, in: area.row(0), style: context.theme.style(role))
    }
}
