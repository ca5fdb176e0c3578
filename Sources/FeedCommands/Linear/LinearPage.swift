import FeedBrowserCore
import FeedModel
import FeedRendering

/// A screen as a linear reading says it: its name and what it holds ("Home: 13 sections, 41
/// items"), then each section's heading line and its items numbered across the screen, one
/// line each, in reading order, `pageSize` items at a time.
///
/// A screen of up to `readsWholeUpTo` modules is read whole, so that what it holds can be
/// counted; a longer one (a feed of 100,000 modules) only as far as the items asked for, since
/// reading a module means drawing it: the first of its lines comes at once, not after every
/// module has been drawn.
struct LinearPage {
    /// One line to say: a section's heading, or an item with its number.
    enum Line: Equatable {
        case heading(String)
        case item(number: Int, text: String)
    }

    /// How many items come at a time.
    static let pageSize = 20
    /// The most modules a screen may hold to be read whole before its first line.
    static let readsWholeUpTo = 1_000

    /// Every line of the screen, in order; the items' elements by their number, from 1, and
    /// the listing each is a card of, if it is one.
    let lines: [Line]
    let elements: [ElementID]
    let listings: [Int?]
    /// The screen's name, and whether it may still grow (a page or part still loading).
    let name: String
    let mayGrow: Bool
    /// How many modules the screen holds, and whether every one of them has been read.
    let moduleCount: Int
    let isWhole: Bool

    /// The current screen of `state`, drawn in `environment`: whole when it is short, else as
    /// far as item `wanted` and one more (which tells whether more come).
    init(_ state: BrowserState, in environment: BrowserEnvironment, upTo wanted: Int = pageSize) {
        var lines: [Line] = [], elements: [ElementID] = [], listings: [Int?] = []
        let count = state.moduleCount, readsWhole = count <= Self.readsWholeUpTo
        var read = 0
        while read < count, readsWhole || elements.count <= wanted {
            let modules = read..<min(count, read + 16)
            read = modules.upperBound
            for section in state.readingSections(in: environment, modules: modules) {
                let heading = LinearWords.sentences(section.lines.map(LinearWords.plain).filter { !$0.isEmpty })
                let items = section.entries.map { (entry: $0, text: LinearWords.item($0, in: state)) }.filter { !$0.text.isEmpty }
                guard !heading.isEmpty || !items.isEmpty else { continue }
                if !heading.isEmpty { lines.append(.heading(heading)) }
                for item in items {
                    elements.append(item.entry.element)
                    listings.append(item.entry.listingID)
                    lines.append(.item(number: elements.count, text: item.text))
                }
            }
        }
        self.lines = lines
        self.elements = elements
        self.listings = listings
        name = state.breadcrumb.last ?? "Screen"
        mayGrow = state.mayGrow
        moduleCount = count
        isWhole = read == count
    }

    /// How many sections the screen has.
    var sections: Int { lines.count { if case .heading = $0 { true } else { false } } }

    /// "Home: 13 sections, 41 items" ("41 items so far" while it may still grow); a screen not
    /// read whole says how many modules it holds, its items counted as they are read.
    var summary: String {
        guard isWhole else {
            return "\(LinearWords.plain(name)): \(DigitGrouping.grouped(moduleCount)) modules\(mayGrow ? " so far" : ""), their items counted as they are read"
        }
        let items = LinearAnnouncements.items(elements.count)
        return "\(LinearWords.plain(name)): \(sections == 1 ? "1 section" : "\(sections) sections"), \(items)\(mayGrow ? " so far" : "")"
    }

    /// The lines from the item after `shown` up to `pageSize` items more, each heading with
    /// the page its section's first item is on (a section with no items, with the items after
    /// it), and how many items have then been said.
    func lines(after shown: Int) -> (lines: [String], shown: Int) {
        let last = min(elements.count, shown + Self.pageSize)
        var said: [String] = [], nextItem = elements.count + 1
        // Backwards, so each heading knows the number of the item after it.
        for line in lines.reversed() {
            switch line {
            case .item(let number, let text):
                nextItem = number
                if number > shown, number <= last { said.append("\(number). \(text)") }
            case .heading(let text):
                let onThisPage = nextItem > shown && (nextItem <= last || (nextItem > elements.count && last == elements.count))
                if onThisPage { said.append(text + (nextItem <= elements.count ? ":" : "")) }
            }
        }
        return (said.reversed(), last)
    }
}
