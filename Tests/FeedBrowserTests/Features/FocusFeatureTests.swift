@testable import FeedBrowserCore
import FeedModel
import FeedRendering
import Testing

/// The focus and scroll feature on its own: a screen, its layout, and moves.
struct FocusFeatureTests {
    let environment = BrowserEnvironment.tests

    /// Twelve headers that each open a shop: one focus stop each, one row and a gap each.
    static func screen() -> Screen {
        let modules = (0..<12).map { index in
            Module(id: "shop-\(index)", type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(title: "Shop \(index)", action: .openShop(shopID: index, shopName: nil))))
        }
        return Screen(id: ScreenID(value: 1), kind: .feed("home"), title: "Home", modules: FeedModules(modules))
    }

    /// A store of the focus feature; each move carries the screen's layout, 40 columns by 8 rows.
    func store() -> TestStore<Screen, FocusMove, Outcome> {
        let environment = environment
        return TestStore(state: Self.screen()) { screen, move in
            let layout = ScreenLayout(list: environment.layout(of: screen.list, width: 40), viewport: 8, shopper: ViewState())
            return FocusFeature.update(&screen, .move(move, layout), in: environment)
        }
    }

    static func stop(_ module: Int) -> ElementID {
        ElementID(module: module, element: 0)
    }

    @Test func downAndUpWalkTheStopsAndScrollToShowThem() {
        var store = store()
        // With nothing focused, the first stop in view.
        store.send(.keepInView, .none) { $0.focus = Self.stop(0) }
        for module in 1...3 {
            store.send(.down, .none) { $0.focus = Self.stop(module) }
        }
        // Module 4 is below the eight rows: the list scrolls just enough to show it whole.
        store.send(.down, .none) {
            $0.focus = Self.stop(4)
            $0.anchor = ScrollAnchor(module: 0, row: 1)
        }
        store.send(.up, .none) { $0.focus = Self.stop(3) }
    }

    @Test func endAndTopGoToTheFeedsEnds() {
        var store = store()
        let last = store.state.lastAnchor(in: environment.layout(of: store.state.list, width: 40), viewport: 8)
        store.send(.end, .none) {
            $0.focus = Self.stop(11)
            $0.anchor = last
        }
        store.send(.top, .none) {
            $0.focus = Self.stop(0)
            $0.anchor = .top
        }
    }

    @Test func theWheelScrollsWithoutMovingFocus() {
        var store = store()
        store.send(.top, .none) { $0.focus = Self.stop(0) }
        store.send(.wheel(rows: 3), .none) { $0.anchor = ScrollAnchor(module: 1, row: 1) }
    }
}
