import FeedModel

/// Where a picture goes: a place of the picture's aspect (its `width` and `height`, else the
/// component's usual one) centred in its area, holding the picture itself once it has loaded;
/// until then, or where it cannot be shown, shaded cells tinted by the image's dominant
/// colour, with its alt text where the area has room. The place is the same before and after the
/// picture arrives, so nothing moves.
enum ImagePlaceholder {
    /// The narrowest area whose placeholder shows alt text.
    static let altTextWidth = 8

    /// Draws `image` in `area`: in a place of its aspect, else of `aspect` (nil: all of it).
    static func draw(_ image: Image?, in area: Rect, aspect: Double? = nil, into buffer: inout Buffer, context: RenderContext) {
        let rect = PicturePlace.box(aspect: PicturePlace.aspect(of: image, fallback: aspect), in: area)
        guard !rect.isEmpty else { return }
        if let image, let picture = context.pictures?.picture(for: image.url, columns: rect.width, rows: rect.height) {
            let placed = Rect(
                x: rect.x + max(0, rect.width - picture.width) / 2, y: rect.y + max(0, rect.height - picture.height) / 2,
                width: picture.width, height: picture.height
            ).intersection(rect)
            draw(picture, in: placed, into: &buffer)
            // Recorded for an output that puts true pixels over the cells.
            if placed.width == picture.width, placed.height == picture.height {
                buffer.pictures.append(PicturePlacement(url: image.url, rect: placed, cells: picture))
            }
            return
        }
        buffer.fill(rect, with: "░", style: context.theme.imageStyle(image?.dominantColor))
        // The alt text is centred on the place, and may reach past it across the area: a
        // narrow place still names its picture.
        if let alt = image?.altText, area.width >= altTextWidth {
            let text = DisplayText(alt).truncated(to: area.width - 2)
            let x = min(max(area.x + 1, rect.x + (rect.width - text.width) / 2), area.maxX - 1 - text.width)
            // The lower middle row: a card's badge and heart sit on the top one.
            let row = Rect(x: x, y: rect.y + rect.height / 2, width: text.width, height: 1)
            buffer.draw(text, in: row, style: context.theme.style(.muted))
        }
    }

    /// The picture's cells from the top-left of `area`, as many as it holds.
    private static func draw(_ picture: CellPicture, in area: Rect, into buffer: inout Buffer) {
        for y in 0..<area.height {
            for x in 0..<area.width {
                let cell = picture.cell(x: x, y: y)
                buffer.put(Glyph(cell.character, width: 1), x: area.x + x, y: area.y + y, style: cell.style, clip: area)
            }
        }
    }
}
