@testable import FeedBrowserCore
import FeedModel
import Testing

/// The impressions feature on its own: half a module's rows, once a visit, feeds only.
struct ImpressionsFeatureTests {
    static func header(_ id: String?) -> Module {
        Module(id: id, type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(title: "Title")))
    }

    @Test func halfTheRowsOnScreenMakeAnImpressionOncePerVisit() {
        var impressions = Impressions()
        let home = ScreenID(value: 1)
        let listing = ScreenID(value: 2)
        let inView = [
            ModuleInView(module: Self.header("a"), top: -2, rows: 4),
            ModuleInView(module: Self.header("b"), top: 9, rows: 4),
            ModuleInView(module: Self.header(nil), top: 0, rows: 4),
        ]
        let first = impressions.update(inView: inView, on: home, feed: "home.json", viewport: 10)
        // a shows 2 of its 4 rows, b 1 of 4, and the third has no id.
        #expect(first == [.record(Impression(moduleID: "a", moduleType: "section_header", feed: "home.json"))])
        #expect(impressions.update(inView: inView, on: home, feed: "home.json", viewport: 10).isEmpty, "once a visit")
        _ = impressions.update(inView: [], on: listing, feed: "listing.json", viewport: 10)
        #expect(impressions.update(inView: inView, on: home, feed: "home.json", viewport: 10) == first, "a new visit counts again")
    }

    @Test func screensTheBrowserBuiltMakeNone() {
        var impressions = Impressions()
        let inView = [ModuleInView(module: Self.header("favorites"), top: 0, rows: 4)]
        #expect(impressions.update(inView: inView, on: ScreenID(value: 3), feed: nil, viewport: 10).isEmpty)
    }
}
