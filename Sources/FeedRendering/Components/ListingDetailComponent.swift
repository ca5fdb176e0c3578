import FeedModel

/// The body of a listing's own screen: pictures, title, shop, price, rating, favorite,
/// shipping, description, tags and the button.
///
/// Focus stops (from its module's plan): the favorite line, then the button.
public struct ListingDetailComponent: Component {
    /// The listing's screen drawn.
    public var detail: ListingDetail
    /// The focus stop of its heart.
    public var favoriteElement: Int?
    /// The focus stop of its button.
    public var buttonElement: Int?
    /// The rows of the screen it is drawn for, which its pictures' band grows with.
    public var screenRows: Int

    /// Draws `detail` with these stops, for a screen of `screenRows` rows.
    public init(detail: ListingDetail, favoriteElement: Int?, buttonElement: Int?, screenRows: Int) {
        self.detail = detail
        self.favoriteElement = favoriteElement
        self.buttonElement = buttonElement
        self.screenRows = screenRows
    }

    /// One row (or the picture band) of the layout, so height and drawing agree.
    private enum Row {
        case pictures
        case title(DisplayText)
        case shop
        case price
        case rating
        case favorite
        case muted(DisplayText)
        case body(DisplayText)
        case blank
        case button
    }

    /// The picture band's rows: the screen's share (`PicturePlace.detailRows`).
    private var pictureRows: Int { PicturePlace.detailRows(screenRows: screenRows) }
    /// The picture band stops growing here; wider, it would only be more shading.
    private static let maximumPictureWidth = 60
    /// The narrowest a second or third photo is drawn beside the main one.
    private static let minimumThumbnailWidth = 8

    public func height(forWidth width: Int) -> Int {
        rows(width: width).reduce(0) { total, row in
            if case .pictures = row { return total + pictureRows }
            return total + 1
        }
    }

    /// Whether the shipping line already says "Free shipping", so the flag is not said twice.
    private var shippingTextSaysFree: Bool {
        detail.shippingText?.lowercased().contains("free shipping") == true
    }

    private func rows(width: Int) -> [Row] {
        var rows: [Row] = []
        let listing = detail.listing
        if width >= 20 { rows.append(.pictures) }
        rows += DisplayText(listing.title).wrapped(width: width, maxLines: 3).map(Row.title)
        if listing.shopName != nil { rows.append(.shop) }
        rows.append(.price)
        if listing.rating != nil || (listing.freeShipping == true && !shippingTextSaysFree) { rows.append(.rating) }
        rows.append(.favorite)
        if let shipping = detail.shippingText {
            rows += DisplayText(shipping).wrapped(width: width, maxLines: 2).map(Row.muted)
        }
        if let description = detail.description {
            rows.append(.blank)
            for paragraph in DisplayText.paragraphs(description) {
                rows += paragraph.isEmpty ? [.blank] : paragraph.wrapped(width: width).map(Row.body)
            }
        }
        if !detail.tags.isEmpty {
            rows.append(.blank)
            rows += DisplayText(detail.tags.map { "#" + $0 }.joined(separator: "  ")).wrapped(width: width, maxLines: 2).map(Row.muted)
        }
        if detail.button != nil {
            rows.append(.blank)
            rows.append(.button)
        }
        return rows
    }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        let listing = detail.listing
        var y = 0
        for row in rows(width: area.width) {
            guard y < area.height else { break }
            let line = area.row(y)
            switch row {
            case .pictures:
                drawPictures(in: area.row(y, height: pictureRows), into: &buffer, context: context)
                y += pictureRows
                continue
            case .title(let text):
                buffer.draw(text, in: line, style: theme.style(.title))
            case .shop:
                buffer.draw(DisplayText(listing.shopName ?? ""), in: line, style: theme.style(.muted))
            case .price:
                ReviewText.price(of: listing, context: context).draw(in: line, into: &buffer)
            case .rating:
                var spans = Spans()
                if let rating = listing.rating {
                    spans.append(ReviewText.stars(of: rating), theme.style(.rating))
                    let reviews = listing.reviewCount.map { " · \(DigitGrouping.grouped($0)) reviews" } ?? ""
                    spans.append(DisplayText("\((rating * 10).rounded() / 10)\(reviews)"), theme.style(.muted))
                }
                if listing.freeShipping == true, !shippingTextSaysFree {
                    spans.append("Free shipping", theme.style(.success))
                }
                spans.draw(in: line, into: &buffer)
            case .favorite:
                let favorite = context.state.isFavorite(listing)
                let used = buffer.draw(favorite ? "♥ In your favorites" : "♡ Add to favorites", in: line, style: theme.style(favorite ? .favorite : .link))
                FocusMarking.mark(favoriteElement, row: 0, rect: Rect(x: line.x, y: line.y, width: used, height: 1), into: &buffer, context: context)
            case .muted(let text):
                buffer.draw(text, in: line, style: theme.style(.muted))
            case .body(let text):
                buffer.draw(text, in: line, style: theme.style(.body))
            case .blank:
                break
            case .button:
                if let button = detail.button {
                    ButtonComponent(button: button, element: buttonElement, row: 1).render(in: line, into: &buffer, context: context)
                    // Beside the button, so the screen's height never depends on the cart.
                    if let inCart = context.state.cartQuantities[listing.listingID], inCart > 0 {
                        let used = DisplayText(button.buttonText).width + 4
                        let rest = Rect(x: line.x + used + 2, y: line.y, width: max(0, line.width - used - 2), height: 1)
                        buffer.draw(DisplayText("In cart: \(inCart) · + - change it"), in: rest, style: theme.style(.success))
                    }
                }
            }
            y += 1
        }
    }

    /// The photos from the left, each as wide as the band's height holds at its aspect (the
    /// main one first, so it is never the one left out), while a thumbnail still fits (the
    /// listing's own picture when the detail has none).
    private func drawPictures(in fullBand: Rect, into buffer: inout Buffer, context: RenderContext) {
        let theme = context.theme
        var band = fullBand
        band.width = min(band.width, Self.maximumPictureWidth)
        let images = detail.images.isEmpty ? [detail.listing.image] : detail.images.prefix(3).map(Optional.some)
        var x = band.x
        for (index, image) in images.enumerated() {
            let room = band.maxX - x
            guard index == 0 || room >= Self.minimumThumbnailWidth else { break }
            let aspect = PicturePlace.aspect(of: image, fallback: PicturePlace.photoAspect)
            let width = min(room, PicturePlace.box(aspect: aspect, in: Rect(x: 0, y: 0, width: room, height: band.height)).width)
            ImagePlaceholder.draw(image, in: Rect(x: x, y: band.y, width: width, height: band.height), aspect: aspect, into: &buffer, context: context)
            x += width + 1
        }
        if detail.images.count > 1 {
            buffer.drawTrailing(DisplayText(" \(detail.images.count) photos "), in: band.row(band.height - 1), style: theme.style(.badge))
        }
    }
}
