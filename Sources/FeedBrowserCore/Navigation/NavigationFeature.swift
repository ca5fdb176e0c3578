/// The navigation feature: tabs and their stacks of screens.
enum NavigationFeature: Feature {
    /// Changes screens or tabs for one intent; the outcome says where the reader is now.
    /// Focus on the screen shown is the focus feature's to put right.
    static func update(_ navigation: inout Navigation, _ intent: NavigationIntent, in environment: BrowserEnvironment) -> Outcome {
        switch intent {
        case .push(let screen):
            navigation.stack.append(screen)
            return .status(screen.isLoading ? .loading(title: screen.title) : .showing(title: screen.title))
        case .back:
            guard navigation.stack.count > 1 else { return .status(.alreadyAtTop(tab: navigation.activeTab.title)) }
            navigation.stack.removeLast()
            return .status(.back(to: navigation.screen.title))
        case .switchTab(let tab):
            navigation.activeTab = tab
            return .status(.showing(title: tab.title))
        case .openAtTop(let tab):
            navigation.returnToTop(of: tab)
            navigation.activeTab = tab
            return .status(.showing(title: tab.title))
        }
    }
}
