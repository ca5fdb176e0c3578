/// The navigation feature's update: tabs and their stacks of screens.
extension Navigation {
    /// Changes screens or tabs for one intent; returns the status line that says where the
    /// reader is now. Focus on the screen shown is the focus feature's to put right.
    mutating func update(_ intent: NavigationIntent) -> StatusMessage {
        switch intent {
        case .push(let screen):
            stack.append(screen)
            return screen.isLoading ? .loading(title: screen.title) : .showing(title: screen.title)
        case .back:
            guard stack.count > 1 else { return .alreadyAtTop(tab: activeTab.title) }
            stack.removeLast()
            return .back(to: self.screen.title)
        case .switchTab(let tab):
            activeTab = tab
            return .showing(title: tab.title)
        case .openAtTop(let tab):
            returnToTop(of: tab)
            activeTab = tab
            return .showing(title: tab.title)
        }
    }
}
