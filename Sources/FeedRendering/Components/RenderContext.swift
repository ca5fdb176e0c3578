import FeedModel
import FoundationEssentials

/// Everything drawing needs besides the content: theme, focus, state and the module's focus plan.
///
/// Drawing is a pure function of its content and this context: it records hotspots and
/// performs nothing.
public struct RenderContext: Sendable {
    /// The styles of each role.
    public var theme: Theme
    /// The focused element, if any; its component draws it in the focus style.
    public var focus: ElementID?
    /// What the shopper did that drawing shows: favorites, the cart, carousel positions.
    public var state: ViewState
    /// The place of the module being drawn, for the hotspots it records.
    public var module: Int
    /// Names the module being drawn across reloads: its id, else its place.
    public var moduleKey: String
    /// ASCII only, expanded carousels, the time expiry is judged at.
    public var options: LayoutOptions
    /// The focus stops the module being drawn declares.
    public var plan: FocusPlan
    /// The pictures that have loaded; nil draws every picture as its placeholder.
    public var pictures: (any PictureProvider)?
    /// The rows of the screen drawn for, which pictures' places grow with (`PicturePlace`).
    public var screenRows: Int

    /// A context for drawing module `module`, on a screen of `screenRows` rows.
    public init(theme: Theme = .shop, focus: ElementID? = nil, state: ViewState = ViewState(), module: Int = 0, moduleKey: String = "0", options: LayoutOptions = LayoutOptions(), plan: FocusPlan = FocusPlan(), pictures: (any PictureProvider)? = nil, screenRows: Int = 30) {
        self.screenRows = screenRows
        self.theme = theme
        self.focus = focus
        self.state = state
        self.module = module
        self.moduleKey = moduleKey
        self.options = options
        self.plan = plan
        self.pictures = pictures
    }

    /// The time against which coupons expire: the options' own; nil judges none expired, since
    /// drawing reads no clock (a browser hands its clock's time in, preview and snapshot theirs).
    public var now: Date? { options.now }

    /// The ID of element `index` of the module being drawn.
    public func element(_ index: Int) -> ElementID {
        ElementID(module: module, element: index)
    }

    /// Whether stop `index` of the module being drawn has focus.
    public func isFocused(_ index: Int?) -> Bool {
        index.map { focus == element($0) } ?? false
    }

    /// The focused element's index within the module being drawn, if focus is in it.
    public var focusedElement: Int? {
        guard let focus, focus.module == module else { return nil }
        return focus.element
    }

    /// The part of the module that has focus, if focus is in it.
    public var focusedPart: FocusStop.Part? {
        focusedElement.flatMap { plan.stop(at: $0)?.part }
    }
}
