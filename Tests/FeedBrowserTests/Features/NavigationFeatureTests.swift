@testable import FeedBrowserCore
import Testing

/// The navigation feature on its own: stacks, tabs and the status line that says where you are.
struct NavigationFeatureTests {
    static func screen(_ navigation: inout Navigation, _ title: String, loading: Bool = false) -> Screen {
        var screen = Screen(id: navigation.newScreenID(), kind: .feed(title), title: title, modules: [])
        screen.isLoading = loading
        return screen
    }

    @Test func pushAndBackSayWhereTheReaderIs() {
        var navigation = Navigation()
        let home = Self.screen(&navigation, "Home")
        navigation.stacks[.home] = [home]
        let listing = Self.screen(&navigation, "Mug", loading: true)
        var store = TestStore(NavigationFeature.self, state: navigation)
        store.send(.back, .status(.alreadyAtTop(tab: "Home")))
        store.send(.push(listing), .status(.loading(title: "Mug"))) { $0.stacks[.home] = [home, listing] }
        store.send(.back, .status(.back(to: "Home"))) { $0.stacks[.home] = [home] }
    }

    @Test func aTabKeepsItsStackAndOpeningAtTopClosesIt() {
        var navigation = Navigation()
        let (home, mug, deals) = (Self.screen(&navigation, "Home"), Self.screen(&navigation, "Mug"), Self.screen(&navigation, "Deals"))
        navigation.stacks[.home] = [home, mug]
        navigation.stacks[.deals] = [deals]
        var store = TestStore(NavigationFeature.self, state: navigation)
        store.send(.switchTab(.deals), .status(.showing(title: "Deals"))) { $0.activeTab = .deals }
        store.send(.switchTab(.home), .status(.showing(title: "Home"))) { $0.activeTab = .home }
        #expect(store.state.stack == [home, mug], "a tab comes back as it was left")
        store.send(.switchTab(.deals), .status(.showing(title: "Deals"))) { $0.activeTab = .deals }
        store.send(.openAtTop(.home), .status(.showing(title: "Home"))) {
            $0.activeTab = .home
            $0.stacks[.home] = [home]
        }
    }

    @Test func theLoadsOfAClosedScreenAreAbandoned() {
        var navigation = Navigation()
        navigation.stacks[.home] = [Self.screen(&navigation, "Home")]
        let listing = Self.screen(&navigation, "Mug", loading: true)
        var store = TestStore(NavigationFeature.self, state: navigation)
        store.send(.push(listing), .status(.loading(title: "Mug"))) { $0.stack.append(listing) }
        var loading = store.state
        let load = loading.loads.start("listing.json", for: .screen(listing.id))
        store = TestStore(NavigationFeature.self, state: loading)
        #expect(store.state.abandonedLoads.isEmpty)
        store.send(.back, .status(.back(to: "Home"))) { $0.stack.removeLast() }
        #expect(store.state.abandonedLoads == [load.id])
    }
}
