import FeedModel
import FeedRendering

extension Screen {
    /// The focusable elements of modules `modules`, in reading order, with the text each
    /// shows as drawn in `layout`. A card a carousel does not show now is read by its
    /// listing's title, as its card would say it.
    ///
    /// - Complexity: a drawing of each module in `modules` (kept by the layout once drawn).
    func readingOrder(in layout: ScreenLayout, modules: Range<Int>) -> [ReadingEntry] {
        modules.clamped(to: 0..<list.count).flatMap { index in
            entries(of: index, drawn: drawModule(index, focus: nil, in: layout), in: layout)
        }
    }

    /// Each module of `modules` as a linear reading takes it: its own words and its elements.
    ///
    /// - Complexity: a drawing of each module in `modules` (kept by the layout once drawn).
    func readingSections(in layout: ScreenLayout, modules: Range<Int>) -> [ReadingSection] {
        modules.clamped(to: 0..<list.count).map { index in
            let drawn = drawModule(index, focus: nil, in: layout)
            // A row's words outside every element: the module's title, a banner's lines.
            let lines = (0..<drawn.height).map { y in
                Self.text(in: Rect(x: 0, y: y, width: drawn.width, height: 1), of: drawn, leavingOut: drawn.hotspots.map(\.rect), struckAs: "was")
            }
            return ReadingSection(lines: lines.filter { !$0.isEmpty }, entries: entries(of: index, drawn: drawn, in: layout))
        }
    }

    /// Module `index`'s elements with their text, from its drawing.
    private func entries(of index: Int, drawn: Buffer, in layout: ScreenLayout) -> [ReadingEntry] {
        let listings = list.modules[index].payload.listings
        let stops = layout.list.focusPlan(index).stops
        return stops.indices.map { stop in
            let element = ElementID(module: index, element: stop)
            if let hotspot = drawn.hotspots.first(where: { $0.element == element }) {
                return ReadingEntry(element: element, text: Self.text(in: hotspot.rect, of: drawn), listingID: stops[stop].listingID)
            }
            if case .card(let card) = stops[stop].part, listings.indices.contains(card) {
                return ReadingEntry(element: element, text: listings[card].title, listingID: listings[card].listingID)
            }
            return ReadingEntry(element: element, text: "", listingID: stops[stop].listingID)
        }
    }

    /// The characters drawn in `rect` of `buffer`, row by row, as one line of words; those in
    /// `leavingOut` are not read. With `struckAs`, a run of struck-through words is said after
    /// that word, since the line through them is all that tells a price from the one it was:
    /// "€18.00 €24.00" reads "€18.00 was €24.00".
    static func text(in rect: Rect, of buffer: Buffer, leavingOut: [Rect] = [], struckAs: String? = nil) -> String {
        var words: [Substring] = []
        let columns = max(0, rect.x)..<max(0, rect.x, min(buffer.width, rect.maxX))
        for y in max(0, rect.y)..<max(0, rect.y, min(buffer.height, rect.maxY)) {
            var row = "", struck = false
            for x in columns where !buffer[x, y].isContinuation && !leavingOut.contains(where: { $0.contains(x: x, y: y) }) {
                let character = buffer[x, y].character
                if let struckAs, character != " " {
                    let isStruck = buffer[x, y].style.attributes.contains(.strikethrough)
                    if isStruck, !struck { row += " \(struckAs) " }
                    struck = isStruck
                }
                // Frames and pictures' placeholder blocks say nothing.
                row.append(character.unicodeScalars.allSatisfy { (0x2500...0x259F).contains($0.value) } ? " " : character)
            }
            words += row.split(separator: " ")
        }
        return words.joined(separator: " ")
    }
}
