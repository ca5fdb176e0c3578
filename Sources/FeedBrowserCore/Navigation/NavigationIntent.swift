/// What the reader asks of the navigation feature: screens and tabs.
enum NavigationIntent: Equatable {
    /// Opens a screen on top of the current tab.
    case push(Screen)
    /// Esc: back to the screen below, as it was left.
    case back
    /// 1–4: shows a tab as it was left.
    case switchTab(Tab)
    /// Shows a tab's root screen at its top, closing the screens above it.
    case openAtTop(Tab)
}
