import FeedModel

/// A button: `[ Apply coupon ]`, filled when primary, plain when secondary.
public struct ButtonComponent: Component {
    /// The button drawn.
    public var button: Button
    /// Shown instead of the button's own text, such as "✓ Applied".
    public var label: DisplayText?
    /// The role a label is drawn in: success ("✓ Applied") unless told otherwise.
    public var labelRole: TextRole
    /// Its focus stop.
    public var element: Int?
    /// The focus row it is in: ↑ and ↓ move between rows.
    public var row: Int

    /// Draws `button`, or `label` in `labelRole` in its place (an applied coupon's ✓).
    public init(button: Button, label: DisplayText? = nil, labelRole: TextRole = .success, element: Int?, row: Int) {
        self.button = button
        self.label = label
        self.labelRole = labelRole
        self.element = element
        self.row = row
    }

    public func height(forWidth width: Int) -> Int { 1 }

    /// The width it takes when nothing is cut.
    public var naturalWidth: Int { text.width }

    private var text: DisplayText { "[ " + (label ?? DisplayText(button.buttonText)) + " ]" }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        var shown = self
        if label == nil, case .followShop(let shopID) = button.action, context.state.followedShops.contains(shopID) {
            // A followed shop's button says so, on every screen at once.
            shown.label = "✓ Following"
        }
        let role: TextRole = shown.label != nil ? shown.labelRole : button.style == .primary ? .buttonPrimary : .buttonSecondary
        let used = buffer.draw(shown.text, in: area.row(0), style: context.theme.style(role))
        FocusMarking.mark(element, row: row, rect: Rect(x: area.x, y: area.y, width: used, height: 1), into: &buffer, context: context)
    }
}
