import FeedModel
import FeedRendering

extension Screen {
    /// The focusable elements of modules `modules`, in reading order, with the text each
    /// shows as drawn in `layout`. A card a carousel does not show now is read by its
    /// listing's title, as its card would say it.
    ///
    /// - Complexity: a drawing of each module in `modules` (kept by the layout once drawn).
    func readingOrder(in layout: ScreenLayout, modules: Range<Int>) -> [ReadingEntry] {
        modules.clamped(to: 0..<list.count).flatMap { index -> [ReadingEntry] in
            let drawn = drawModule(index, focus: nil, in: layout)
            let listings = list.modules[index].payload.listings
            return layout.list.focusPlan(index).stops.indices.map { stop in
                let element = ElementID(module: index, element: stop)
                if let hotspot = drawn.hotspots.first(where: { $0.element == element }) {
                    return ReadingEntry(element: element, text: Self.text(in: hotspot.rect, of: drawn))
                }
                let part = layout.list.focusPlan(index).stops[stop].part
                if case .card(let card) = part, listings.indices.contains(card) {
                    return ReadingEntry(element: element, text: listings[card].title)
                }
                return ReadingEntry(element: element, text: "")
            }
        }
    }

    /// The characters drawn in `rect` of `buffer`, row by row, as one line of words.
    static func text(in rect: Rect, of buffer: Buffer) -> String {
        var words: [Substring] = []
        let columns = max(0, rect.x)..<max(0, rect.x, min(buffer.width, rect.maxX))
        for y in max(0, rect.y)..<max(0, rect.y, min(buffer.height, rect.maxY)) {
            var row = ""
            for x in columns where !buffer[x, y].isContinuation {
                let character = buffer[x, y].character
                // Frames and pictures' placeholder blocks say nothing.
                row.append(character.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) } ? " " : character)
            }
            words += row.split(separator: " ")
        }
        return words.joined(separator: " ")
    }
}
