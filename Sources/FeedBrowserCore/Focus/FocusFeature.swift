import FeedRendering

/// The focus and scroll feature: which actionable element of a screen is selected, how keys
/// move it, and keeping it in view. Its state is the screen's own (focus, scroll anchor,
/// carousel positions), so each screen comes back as it was left; each action carries the
/// screen's layout as the terminal shows it.
enum FocusFeature: Feature {
    /// What the focus feature is asked to do.
    enum Action {
        /// Moves focus or scrolls for one key, wheel or resize.
        case move(FocusMove, ScreenLayout)
        /// Focuses an element and scrolls to show it.
        case focus(ElementID, ScreenLayout)
        /// Focuses the first element in view.
        case focusFirstVisible(ScreenLayout)
    }

    static func update(_ screen: inout Screen, _ action: Action, in environment: BrowserEnvironment) -> Outcome {
        switch action {
        case .move(let move, let layout): screen.update(move, in: layout)
        case .focus(let element, let layout): screen.setFocus(element, in: layout)
        case .focusFirstVisible(let layout): screen.focusFirstVisible(in: layout)
        }
        return .none
    }
}
