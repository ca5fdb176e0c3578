@testable import FeedBrowserCore
import Testing

/// The navigation feature on its own: stacks, tabs and the status line that says where you are.
struct NavigationFeatureTests {
    static func screen(_ navigation: inout Navigation, _ title: String, loading: Bool = false) -> Screen {
        var screen = Screen(id: navigation.newScreenID(), kind: .feed(title), title: title, list: ModuleList(modules: []))
        screen.isLoading = loading
        return screen
    }

    @Test func pushAndBackSayWhereTheReaderIs() {
        var navigation = Navigation()
        navigation.stacks[.home] = [Self.screen(&navigation, "Home")]
        #expect(navigation.update(.back) == .alreadyAtTop(tab: "Home"))
        let listing = Self.screen(&navigation, "Mug", loading: true)
        #expect(navigation.update(.push(listing)) == .loading(title: "Mug"))
        #expect(navigation.stack.map(\.title) == ["Home", "Mug"])
        #expect(navigation.update(.back) == .back(to: "Home"))
        #expect(navigation.stack.map(\.title) == ["Home"])
    }

    @Test func aTabKeepsItsStackAndOpeningAtTopClosesIt() {
        var navigation = Navigation()
        navigation.stacks[.home] = [Self.screen(&navigation, "Home"), Self.screen(&navigation, "Mug")]
        navigation.stacks[.deals] = [Self.screen(&navigation, "Deals")]
        #expect(navigation.update(.switchTab(.deals)) == .showing(title: "Deals"))
        #expect(navigation.update(.switchTab(.home)) == .showing(title: "Home"))
        #expect(navigation.stack.map(\.title) == ["Home", "Mug"], "a tab comes back as it was left")
        _ = navigation.update(.switchTab(.deals))
        _ = navigation.update(.openAtTop(.home))
        #expect(navigation.activeTab == .home)
        #expect(navigation.stack.map(\.title) == ["Home"])
    }

    @Test func theLoadsOfAClosedScreenAreAbandoned() {
        var navigation = Navigation()
        navigation.stacks[.home] = [Self.screen(&navigation, "Home")]
        let listing = Self.screen(&navigation, "Mug", loading: true)
        _ = navigation.update(.push(listing))
        let load = navigation.loads.start("listing.json", for: .screen(listing.id))
        #expect(navigation.abandonedLoads.isEmpty)
        _ = navigation.update(.back)
        #expect(navigation.abandonedLoads == [load.id])
    }
}
