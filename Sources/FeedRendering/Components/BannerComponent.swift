import FeedModel

/// A hero banner (framed, with a picture, five rows inside) or a promo banner (compact, a
/// coloured bar at its left).
///
/// Focus stops (from its module's plan): the banner itself when it has an action, then its button.
public struct BannerComponent: Component {
    /// The banner drawn.
    public var banner: Banner
    /// The focus stop of the banner itself, when it has an action.
    public var element: Int?
    /// The focus stop of its button.
    public var buttonElement: Int?

    /// Draws `banner`, its stops numbered `element` and `buttonElement`.
    public init(banner: Banner, element: Int?, buttonElement: Int?) {
        self.banner = banner
        self.element = element
        self.buttonElement = buttonElement
    }

    public func height(forWidth width: Int) -> Int {
        switch banner.kind {
        case .hero:
            return 7
        case .promo:
            let lines = banner.subtitle == nil ? 1 : 2
            guard let button = banner.button else { return lines }
            let buttonWidth = DisplayText(button.buttonText).width + 4
            return width - 2 >= DisplayText(banner.title).width + buttonWidth + 2 ? lines : lines + 1
        }
    }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        switch banner.kind {
        case .hero: renderHero(in: area, into: &buffer, context: context)
        case .promo: renderPromo(in: area, into: &buffer, context: context)
        }
        FocusMarking.mark(element, row: 0, rect: area, highlight: .drawnByComponent, into: &buffer, context: context)
    }

    private func renderHero(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        let theme = context.theme
        let focused = context.isFocused(element)
        Frame.draw(area, style: theme.style(.border), focused: focused, focusStyle: theme.style(.focus), into: &buffer)
        var text = area.width >= 2 && area.height >= 2 ? area.inset(horizontal: 2, vertical: 1) : area
        if text.width >= 30 {
            let pictureWidth = max(6, text.width / 4)
            ImagePlaceholder.draw(banner.image, in: Rect(x: text.x, y: text.y, width: pictureWidth, height: text.height), into: &buffer, context: context)
            text = text.dropping(columns: pictureWidth + 2)
        }
        buffer.draw(DisplayText(banner.title), in: text.row(0), style: theme.style(.headline))
        if let subtitle = banner.subtitle {
            for (offset, line) in DisplayText(subtitle).wrapped(width: text.width, maxLines: 2).enumerated() {
                buffer.draw(line, in: text.row(1 + offset), style: theme.style(.subtitle))
            }
        }
        if let button = banner.button {
            ButtonComponent(button: button, element: buttonElement, row: 1).render(in: text.row(text.height - 1), into: &buffer, context: context)
        }
    }

    private func renderPromo(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        let theme = context.theme
        let focused = context.isFocused(element)
        let barStyle = theme.style(focused ? .focus : .buttonSecondary)
        for y in area.y..<area.maxY {
            buffer.draw("▌", x: area.x, y: y, style: barStyle, clip: area)
        }
        let text = area.dropping(columns: 2)
        var titleRow = text.row(0)
        var buttonRow = text.row(banner.subtitle == nil ? 1 : 2)
        if let button = banner.button, area.height == height(forWidth: area.width), height(forWidth: area.width) == (banner.subtitle == nil ? 1 : 2) {
            // The button fits beside the title: put it at the right end of the title row.
            let width = DisplayText(button.buttonText).width + 4
            buttonRow = Rect(x: titleRow.maxX - width, y: titleRow.y, width: width, height: 1)
            titleRow.width -= width + 2
        }
        buffer.draw(DisplayText(banner.title), in: titleRow, style: theme.style(.title))
        if let subtitle = banner.subtitle {
            buffer.draw(DisplayText(subtitle), in: text.row(1), style: theme.style(.subtitle))
        }
        if let button = banner.button {
            ButtonComponent(button: button, element: buttonElement, row: 1).render(in: buttonRow, into: &buffer, context: context)
        }
    }
}
