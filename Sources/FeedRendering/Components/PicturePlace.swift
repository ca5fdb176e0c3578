import FeedModel

/// How big a picture's place is: it grows with the room there is, so a photograph in a card
/// can be recognised, and has the picture's aspect from the first frame, so nothing moves when
/// the picture arrives.
///
/// A cell is about twice as tall as it is wide, so a 4:3 picture `w` columns wide takes
/// `w × 3/8` rows. The screen is taken to be 3/10 as tall as the feed is wide (80 × 24,
/// 100 × 30, 160 × 48: the common shapes), so browse, preview and snapshots draw a feed of one
/// width the same. A card's picture takes a fifth of the screen's rows (4 at 80 × 24, 6 at
/// 100 × 30, 9 at 160 × 48), no more than its width holds at 4:3, and at least 2; a listing's
/// page gives its main photo 28% of the screen's rows (6, 8 and 13), at least 3.
public enum PicturePlace {
    /// The rows of the screen a feed `width` columns wide is drawn for: 3/10 of the width, at
    /// least 12.
    public static func screenRows(forWidth width: Int) -> Int {
        max(12, width * 3 / 10)
    }

    /// The aspect a card's picture place has when the picture's own is not known.
    public static let cardAspect = 4.0 / 3.0
    /// The aspect of a listing page's photos' places when theirs is not known: the 3:2 of a
    /// product photograph, so one is drawn across the band's full height.
    public static let photoAspect = 3.0 / 2.0

    /// The rows of the picture band of a card `cardWidth` columns wide (its frame included)
    /// on a screen of `screenRows` rows.
    public static func cardRows(cardWidth: Int, screenRows: Int) -> Int {
        let byScreen = screenRows / 5
        let byWidth = Int((Double(max(0, cardWidth - 2)) / cardAspect / 2).rounded(.up))
        return max(2, min(byScreen, byWidth))
    }

    /// The rows of a listing page's picture band on a screen of `screenRows` rows.
    public static func detailRows(screenRows: Int) -> Int {
        max(3, screenRows * 28 / 100)
    }

    /// The aspect (width ÷ height, in pixels) of `image`'s place: its own width and height
    /// when the feed gives them, else `fallback`.
    public static func aspect(of image: Image?, fallback: Double?) -> Double? {
        if let size = image?.size, size.width > 0, size.height > 0 { return Double(size.width) / Double(size.height) }
        return fallback
    }

    /// The largest box of `aspect` inside `rect`, centred; all of `rect` when the aspect is
    /// not known.
    public static func box(aspect: Double?, in rect: Rect) -> Rect {
        guard let aspect, aspect > 0, !rect.isEmpty else { return rect }
        var width = Int((Double(rect.height) * 2 * aspect).rounded())
        var height = rect.height
        if width > rect.width {
            width = rect.width
            height = max(1, min(rect.height, Int((Double(width) / aspect / 2).rounded())))
        }
        width = max(1, width)
        return Rect(x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width, height: height)
    }
}
