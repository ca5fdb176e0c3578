@testable import FeedBrowserCore
import FeedModel
import FeedRendering
import Foundation
import Testing

/// The focus and scroll feature on its own: a screen, its layout, and moves.
struct FocusFeatureTests {
    let environment = BrowserEnvironment(sourceName: "test", theme: .mono, clock: { Date() })

    /// Twelve headers that each open a shop: one focus stop each.
    static func screen() -> Screen {
        let modules = (0..<12).map { index in
            Module(id: "shop-\(index)", type: ModuleType.sectionHeader.name, payload: SectionHeader(header: Header(title: "Shop \(index)", action: .openShop(shopID: index, shopName: nil))))
        }
        return Screen(id: ScreenID(value: 1), kind: .feed("home"), title: "Home", list: ModuleList(modules: modules))
    }

    func layout(of screen: Screen) -> ScreenLayout {
        ScreenLayout(list: environment.layout(of: screen.list, width: 40), viewport: 8, shopper: ViewState())
    }

    @Test func downAndUpWalkTheStopsAndScrollToShowThem() {
        var screen = Self.screen()
        screen.update(.keepInView, in: layout(of: screen))
        #expect(screen.focus == ElementID(module: 0, element: 0), "with nothing focused, the first stop in view")
        for _ in 0..<5 { screen.update(.down, in: layout(of: screen)) }
        #expect(screen.focus == ElementID(module: 5, element: 0))
        let visible = screen.visibleModules(in: layout(of: screen).list, viewport: 8).map(\.index)
        #expect(visible.contains(5), "the focused module is scrolled into view")
        #expect(screen.anchor > .top)
        screen.update(.up, in: layout(of: screen))
        #expect(screen.focus == ElementID(module: 4, element: 0))
    }

    @Test func endAndTopGoToTheFeedsEnds() {
        var screen = Self.screen()
        screen.update(.end, in: layout(of: screen))
        #expect(screen.focus == ElementID(module: 11, element: 0))
        #expect(screen.anchor == screen.lastAnchor(in: layout(of: screen).list, viewport: 8))
        screen.update(.top, in: layout(of: screen))
        #expect(screen.anchor == .top)
        #expect(screen.focus == ElementID(module: 0, element: 0))
    }

    @Test func theWheelScrollsWithoutMovingFocus() {
        var screen = Self.screen()
        screen.update(.top, in: layout(of: screen))
        screen.update(.wheel(rows: 3), in: layout(of: screen))
        #expect(screen.anchor != .top)
        #expect(screen.focus == ElementID(module: 0, element: 0))
    }
}
