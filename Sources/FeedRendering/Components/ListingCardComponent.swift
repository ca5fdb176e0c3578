import FeedModel

/// A listing as a framed card: picture, badge, heart, title, shop, price, rating, shipping.
///
/// ```
/// ╭──────────────────────╮
/// │Bestseller░░░        ♡│
/// │        ░░░░░         │
/// │Walnut cutting board, │
/// │end grain             │
/// │Oak & Ember           │
/// │$48.00                │
/// │★4.8 (1,243) Free ship│
/// ╰──────────────────────╯
/// ```
/// The picture band's rows grow with the screen (`PicturePlace.cardRows`); the example is
/// drawn for a screen of 10 to 14 rows, whose 2-row band holds a 4:3 place 5 columns wide.
/// Narrower than `minimumWidthForPicture`, the picture is left out.
public struct ListingCardComponent: Component {
    /// The width a carousel gives each card.
    public static let preferredWidth = 24
    /// The widest it is drawn in a carousel that has room to spare.
    public static let maximumWidth = 32
    static let minimumWidthForPicture = 14

    /// The listing drawn.
    public var card: ListingCard
    /// Its focus stop.
    public var element: Int?
    /// Its focus row.
    public var row: Int
    /// The rows of the screen it is drawn for, which its picture's place grows with.
    public var screenRows: Int

    /// Draws `card` as stop `element` in focus row `row`, for a screen of `screenRows` rows.
    public init(card: ListingCard, element: Int?, row: Int, screenRows: Int) {
        self.card = card
        self.element = element
        self.row = row
        self.screenRows = screenRows
    }

    /// Rows besides the picture: the frame's two, two of title, shop, price and rating.
    private static let rowsBesidesPicture = 7

    public func height(forWidth width: Int) -> Int {
        guard width >= Self.minimumWidthForPicture else { return Self.rowsBesidesPicture }
        return Self.rowsBesidesPicture + PicturePlace.cardRows(cardWidth: width, screenRows: screenRows)
    }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        let focused = context.isFocused(element)
        Frame.draw(area, style: theme.style(.border), focused: focused, focusStyle: theme.style(.focus), into: &buffer)
        let inner = area.width >= 2 && area.height >= 2 ? area.inset(by: 1) : area
        let heart: DisplayText = context.state.isFavorite(card) ? "♥" : "♡"
        let heartStyle = theme.style(context.state.isFavorite(card) ? .favorite : .muted)
        var y = 0
        // A card drawn wider than its carousel measured it keeps the carousel's height.
        let pictureRows = min(PicturePlace.cardRows(cardWidth: area.width, screenRows: screenRows), inner.height - (Self.rowsBesidesPicture - 2))
        if area.width >= Self.minimumWidthForPicture, pictureRows >= 2 {
            ImagePlaceholder.draw(card.image, in: inner.row(0, height: pictureRows), aspect: PicturePlace.cardAspect, into: &buffer, context: context)
            var badgeRoom = inner.row(0)
            badgeRoom.width -= 2
            if let badge = card.badge {
                buffer.draw(DisplayText(badge), in: badgeRoom, style: theme.style(.badge))
            }
            buffer.drawTrailing(" " + heart, in: inner.row(0), style: heartStyle)
            y = pictureRows
        }
        let titleLines = DisplayText(card.title).wrapped(width: inner.width, maxLines: y == 0 ? 1 : 2)
        for (offset, line) in titleLines.enumerated() {
            var room = inner.row(y + offset)
            if y == 0 {
                // No picture row to hold the heart: it goes at the end of the title.
                buffer.drawTrailing(heart, in: room, style: heartStyle)
                room.width -= 2
            }
            buffer.draw(line, in: room, style: theme.style(.title))
        }
        y += y == 0 ? 1 : 2
        if let shop = card.shopName {
            buffer.draw(DisplayText(shop), in: inner.row(y), style: theme.style(.muted))
        }
        ReviewText.price(of: card, context: context).draw(in: inner.row(y + 1), into: &buffer)
        var meta = Spans()
        if let rating = ReviewText.rating(of: card) {
            meta.append(rating, theme.style(.rating))
        }
        if card.freeShipping == true {
            meta.append(inner.width >= 26 ? "Free shipping" : "Free ship", theme.style(.success))
        }
        meta.draw(in: inner.row(y + 2), into: &buffer)
        FocusMarking.mark(element, row: row, rect: area, highlight: .drawnByComponent, into: &buffer, context: context)
    }
}
