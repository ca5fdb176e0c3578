/// Cards in rows: as many columns as the width allows, capped by the server's `columns`.
public struct GridComponent: Component {
    /// No card is made narrower than this while a column can be dropped instead.
    public static let minimumCardWidth = 20
    /// No card is made wider than this: one search result is a card, not a 100-column band.
    public static let maximumCardWidth = 40

    /// How many cards.
    public var count: Int
    /// The most columns; nil lets the width decide (up to 6).
    public var maximumColumns: Int?
    /// The height of a card at a width.
    public var cardHeight: (Int) -> Int
    /// Draws card `index`, which sits in grid row `row`, into a rect.
    public var drawCard: (_ index: Int, _ row: Int, Rect, inout Buffer) -> Void

    /// `count` cards in rows of at most `maximumColumns` (the width decides when nil), each
    /// drawn by `drawCard` with its index and focus row.
    public init(count: Int, maximumColumns: Int?, cardHeight: @escaping (Int) -> Int, drawCard: @escaping (_ index: Int, _ row: Int, Rect, inout Buffer) -> Void) {
        self.count = count
        self.maximumColumns = maximumColumns
        self.cardHeight = cardHeight
        self.drawCard = drawCard
    }

    /// Columns at a width: what fits at the minimum card width, at least 1, at most the cap.
    public func columns(forWidth width: Int) -> Int {
        let fitting = max(1, (width + 1) / (Self.minimumCardWidth + 1))
        return max(1, min(fitting, maximumColumns ?? 6, count))
    }

    /// The card width at a width, the columns sharing it with one space between them, at
    /// most `maximumCardWidth`.
    public func cardWidth(forWidth width: Int) -> Int {
        let columns = columns(forWidth: width)
        return max(0, min(Self.maximumCardWidth, (width - (columns - 1)) / columns))
    }

    public func height(forWidth width: Int) -> Int {
        let columns = columns(forWidth: width)
        let rows = (count + columns - 1) / columns
        return rows * cardHeight(cardWidth(forWidth: width))
    }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        let columns = columns(forWidth: area.width)
        let width = cardWidth(forWidth: area.width)
        let height = cardHeight(width)
        for index in 0..<count {
            let rect = Rect(x: area.x + (index % columns) * (width + 1), y: area.y + (index / columns) * height, width: width, height: height)
            guard rect.y < area.maxY else { break }
            drawCard(index, index / columns, rect.intersection(area), &buffer)
        }
    }
}
