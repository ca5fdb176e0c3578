@testable import FeedBrowserCore
import FeedModel
import Testing

/// The impressions feature on its own: half a module's rows, once a visit, feeds only.
struct ImpressionsFeatureTests {
    static func header(_ id: String?) -> Module {
        Module(id: id, type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(title: "Title")))
    }

    static let home = ScreenID(value: 1)

    /// a shows 2 of its 4 rows, b 1 of 4, and the third has no id.
    static let inView = [
        ModuleInView(module: header("a"), top: -2, rows: 4),
        ModuleInView(module: header("b"), top: 9, rows: 4),
        ModuleInView(module: header(nil), top: 0, rows: 4),
    ]

    static func seen(_ modules: [ModuleInView], on screen: ScreenID = home, feed: String? = "home.json") -> ImpressionsFeature.InView {
        ImpressionsFeature.InView(modules: modules, screen: screen, feed: feed, viewport: 10)
    }

    @Test func halfTheRowsOnScreenMakeAnImpressionOncePerVisit() {
        var store = TestStore(ImpressionsFeature.self, state: Impressions())
        let madeByA = Outcome([.record(Impression(moduleID: "a", moduleType: "section_header", feed: "home.json"))])
        store.send(Self.seen(Self.inView), madeByA) {
            $0.visiting = Self.home
            $0.made = ["a"]
        }
        // Once a visit.
        store.send(Self.seen(Self.inView), .none)
        store.send(Self.seen([], on: ScreenID(value: 2), feed: "listing.json"), .none) {
            $0.visiting = ScreenID(value: 2)
            $0.made = []
        }
        // A new visit counts again.
        store.send(Self.seen(Self.inView), madeByA) {
            $0.visiting = Self.home
            $0.made = ["a"]
        }
    }

    @Test func screensTheBrowserBuiltMakeNone() {
        var store = TestStore(ImpressionsFeature.self, state: Impressions())
        store.send(Self.seen([ModuleInView(module: Self.header("favorites"), top: 0, rows: 4)], on: ScreenID(value: 3), feed: nil), .none) {
            $0.visiting = ScreenID(value: 3)
        }
    }
}
