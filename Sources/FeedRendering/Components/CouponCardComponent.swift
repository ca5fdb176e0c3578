import FeedModel
import FoundationEssentials

/// Etsy's Deals-for-you card: pictures and badge, title, subtitle, expiry, and its button.
///
/// Its focus stops come from its module's plan: the card when it has an action of its own, then
/// its button.
public struct CouponCardComponent: Component {
    /// The columns a card takes when the row has room.
    public static let preferredWidth = 30
    /// The widest it is drawn in a carousel that has room to spare.
    public static let maximumWidth = 38
    /// The rows every card takes.
    public static let height = 8

    /// The coupon drawn.
    public var coupon: CouponCard
    /// The card's element index; nil when the card has no action of its own.
    public var element: Int?
    /// The focus stop of its button.
    public var buttonElement: Int?
    /// The focus row of the card; its button is in the next.
    public var row: Int

    /// Draws `coupon`, its stops numbered `element` and `buttonElement`.
    public init(coupon: CouponCard, element: Int?, buttonElement: Int?, row: Int) {
        self.coupon = coupon
        self.element = element
        self.buttonElement = buttonElement
        self.row = row
    }

    public func height(forWidth width: Int) -> Int { Self.height }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        let cardFocused = context.isFocused(element)
        Frame.draw(area, style: theme.style(.border), focused: cardFocused, focusStyle: theme.style(.focus), into: &buffer)
        let inner = area.width >= 2 && area.height >= 2 ? area.inset(by: 1) : area
        // Row 0: up to three pictures, and the sale badge at the right.
        var x = inner.x
        for image in coupon.images.prefix(3) where x + 4 <= inner.maxX - 1 {
            ImagePlaceholder.draw(image, in: Rect(x: x, y: inner.y, width: 4, height: 1), into: &buffer, context: context)
            x += 5
        }
        if let badge = coupon.saleBadge {
            let room = Rect(x: x, y: inner.y, width: inner.maxX - x, height: 1)
            buffer.drawTrailing(DisplayText(badge), in: room, style: theme.style(.badge))
        }
        buffer.draw(DisplayText(coupon.titleText), in: inner.row(1), style: theme.style(.title))
        if let subtitle = coupon.subtitleText {
            buffer.draw(DisplayText(subtitle), in: inner.row(2), style: theme.style(.muted))
        }
        let expired = context.now.map(coupon.hasExpired) ?? false
        if let expiresAt = coupon.expiresAt {
            let words = (expired ? "Expired " : "Ends ") + Self.format(expiresAt)
            buffer.draw(DisplayText(words), in: inner.row(3), style: theme.style(expired ? .error : .muted))
        }
        let applied = Self.code(of: coupon.button.action).map { context.state.appliedCoupons.contains($0) } ?? false
        // The button is a row below its card for focus, so ↓ reaches it and → goes card to card;
        // an expired coupon's button stays a stop, and says why it does nothing.
        let label: DisplayText? = expired ? "Expired" : applied ? "✓ Applied" : nil
        let button = ButtonComponent(button: coupon.button, label: label, labelRole: expired ? .muted : .success, element: buttonElement, row: row + 1)
        button.render(in: inner.row(inner.height - 1), into: &buffer, context: context)
        FocusMarking.mark(element, row: row, rect: area, highlight: .drawnByComponent, into: &buffer, context: context)
    }

    /// The coupon code an apply_coupon action carries.
    static func code(of action: Action) -> String? {
        if case .applyCoupon(let code, _) = action { return code }
        return nil
    }

    /// "Dec 6, 2026", in UTC so every machine prints the same.
    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 1970)"
    }
}
