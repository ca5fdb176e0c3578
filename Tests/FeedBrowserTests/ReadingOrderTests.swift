import FeedBrowser
@testable import FeedBrowserCore
import FeedInput
import FeedModel
import FeedRendering
import Testing

/// The reading-order index of a screen's focusable elements and their text: every stop of
/// every module's focus plan, in order, each with what it shows.
struct ReadingOrderTests {
    static let layouts = DirectorySource(directory: repositoryRoot.appendingPathComponent("layouts").resolvingSymlinksInPath())

    @Test func homesElementsAreReadInTheirPlansOrderWithTheirText() throws {
        let driver = Harness(source: Self.layouts, answers: .whenAsked)
        driver.loadAll()
        let entries = driver.state.readingOrder(in: driver.environment)
        let layout = driver.state.layout(in: driver.environment)
        let planned = (0..<driver.state.screen.list.count).flatMap { module in
            layout.list.focusPlan(module).stops.indices.map { ElementID(module: module, element: $0) }
        }
        #expect(entries.map(\.element) == planned)
        // The mug's card says its title, wherever its carousel has scrolled.
        #expect(entries.contains { $0.text.contains("Speckled ceramic mug") })
        #expect(entries.allSatisfy { !$0.text.contains("░") && !$0.text.contains("│") })
    }

    @Test func eachCardsEntrySaysItsListingsTitle() throws {
        let driver = Harness(source: Self.layouts, answers: .whenAsked)
        driver.loadAll()
        let layout = driver.state.layout(in: driver.environment)
        let entries = driver.state.readingOrder(in: driver.environment)
        var cards = 0
        for entry in entries {
            let stop = try #require(layout.list.focusPlan(entry.element.module).stop(at: entry.element.element))
            guard case .card = stop.part, let listingID = stop.listingID, let card = driver.state.catalogue[listingID] else { continue }
            cards += 1
            // A long title is cut on the card; its first word is always there.
            let firstWord = String(card.title.split(separator: " ").first ?? "")
            #expect(entry.text.contains(firstWord), "\(entry.element): \(entry.text) for \(card.title)")
        }
        #expect(cards > 10)
    }

    /// A step by text's event: the entry's element focused and scrolled into view, whatever was
    /// in view before; an element the screen does not have changes nothing.
    @Test func focusingAnEntryShowsItAndAnElementThatIsNotThereChangesNothing() throws {
        let driver = Harness(source: Self.layouts, answers: .whenAsked)
        driver.loadAll()
        let entries = driver.state.readingOrder(in: driver.environment)
        let last = try #require(entries.last)
        #expect(!driver.screenText.contains(last.text.split(separator: " ").first.map(String.init) ?? "?"), "the last element starts out of view")
        driver.send(.focus(last.element))
        #expect(driver.state.focus == last.element)
        #expect(driver.focused?.element == last.element, "it is drawn, so in view")
        let before = driver.state
        driver.send(.focus(ElementID(module: driver.state.screen.list.count + 5, element: 0)))
        driver.send(.focus(ElementID(module: 0, element: 99)))
        #expect(driver.state == before)
    }

    @Test func textLeavesFramesAndPlaceholderBlocksOut() {
        var buffer = Buffer(width: 8, height: 2)
        buffer.draw(DisplayText("│░ Mug │"), in: buffer.area.row(0), style: .plain)
        buffer.draw(DisplayText("│ €18  │"), in: buffer.area.row(1), style: .plain)
        #expect(Screen.text(in: buffer.area, of: buffer) == "Mug €18")
        #expect(Screen.text(in: Rect(x: 20, y: 20, width: 4, height: 4), of: buffer) == "")
    }
}
