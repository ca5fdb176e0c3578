import FeedModel

/// Everything drawing needs besides the content: theme, focus, state, and the action handler.
public struct RenderContext: Sendable {
    public var theme: Theme
    /// The focused element, if any; its component draws it in the focus style.
    public var focus: ElementID?
    public var state: ViewState
    public var actionHandler: ActionHandler
    /// The element being activated (Enter, a click): as it is drawn, it hands its action to
    /// `actionHandler`. nil for ordinary drawing.
    public var activating: ElementID?
    /// The place of the module being drawn, for the hotspots it records.
    public var module: Int
    /// Names the module being drawn across reloads: its id, else its place.
    public var moduleKey: String
    public var options: LayoutOptions

    public init(theme: Theme = .shop, focus: ElementID? = nil, state: ViewState = ViewState(), actionHandler: ActionHandler = .ignore, activating: ElementID? = nil, module: Int = 0, moduleKey: String = "0", options: LayoutOptions = LayoutOptions()) {
        self.theme = theme
        self.focus = focus
        self.state = state
        self.actionHandler = actionHandler
        self.activating = activating
        self.module = module
        self.moduleKey = moduleKey
        self.options = options
    }

    /// The ID of element `index` of the module being drawn.
    public func element(_ index: Int) -> ElementID {
        ElementID(module: module, element: index)
    }

    public func isFocused(_ index: Int) -> Bool {
        focus == element(index)
    }

    /// The focused element's index within the module being drawn, if focus is in it.
    public var focusedElement: Int? {
        guard let focus, focus.module == module else { return nil }
        return focus.element
    }
}
