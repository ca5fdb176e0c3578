import FeedModel

/// Draws modules one under another, a blank row between them: a whole feed for `preview`
/// and snapshots, or one module at a time for the browser's lazy list.
public struct FeedRenderer: Sendable {
    /// Rows between two modules.
    public static let moduleGap = 1

    /// Each module type's renderer.
    public var renderers: ModuleRendererRegistry
    /// The styles of each role.
    public var theme: Theme
    /// ASCII only, expanded carousels, the time expiry is judged at.
    public var options: LayoutOptions
    /// The pictures that have loaded, drawn where their placeholders would be; nil draws none.
    public var pictures: (any PictureProvider)?

    /// A renderer of the modules `renderers` know, in `theme`.
    public init(renderers: ModuleRendererRegistry = .standard, theme: Theme = .shop, options: LayoutOptions = LayoutOptions()) {
        self.renderers = renderers
        self.theme = theme
        self.options = options
    }

    /// The context for drawing module `index` in a feed `width` columns wide (nil: 100), with
    /// its focus plan; pictures' places are sized for a screen of that width
    /// (`PicturePlace.screenRows(forWidth:)`).
    public func context(for module: Module, index: Int, width: Int? = nil, focus: ElementID? = nil, state: ViewState = ViewState()) -> RenderContext {
        RenderContext(theme: theme, focus: focus, state: state, module: index, moduleKey: Self.key(of: module, index: index), options: options, plan: focusPlan(for: module), pictures: pictures, screenRows: PicturePlace.screenRows(forWidth: width ?? 100))
    }

    /// The actionable elements a module declares, in reading order.
    public func focusPlan(for module: Module) -> FocusPlan {
        renderers.renderer(for: module.type).focusPlan(for: module)
    }

    /// The key state is kept by: the module's id, else its place.
    public static func key(of module: Module, index: Int) -> String {
        module.id ?? "#\(index)"
    }

    /// One module as a single component.
    public func component(for module: Module, context: RenderContext) -> StackComponent {
        StackComponent(renderers.renderer(for: module.type).components(for: module, context: context))
    }

    /// `state` with `module`'s carousels scrolled just enough to show `focus` at `width`: the
    /// state to draw it focused with, worked out before drawing.
    public func scrolled(_ state: ViewState, toShow focus: ElementID, in module: Module, index: Int = 0, width: Int) -> ViewState {
        let context = context(for: module, index: index, width: width, focus: focus, state: state)
        var scrolled = state
        component(for: module, context: context).scroll(toShowFocusIn: &scrolled, width: width, context: context)
        return scrolled
    }

    /// Draws one module into a buffer exactly as tall as it needs at this width.
    public func render(_ module: Module, index: Int = 0, width: Int, focus: ElementID? = nil, state: ViewState = ViewState()) -> Buffer {
        let context = context(for: module, index: index, width: width, focus: focus, state: state)
        let component = component(for: module, context: context)
        var buffer = Buffer(width: width, height: component.height(forWidth: width))
        component.render(in: buffer.area, into: &buffer, context: context)
        return buffer
    }

    /// Draws every module, `moduleGap` blank rows apart, into one buffer as tall as they need.
    public func render(_ modules: [Module], width: Int, focus: ElementID? = nil, state: ViewState = ViewState()) -> Buffer {
        let parts = modules.enumerated().map { index, module in
            render(module, index: index, width: width, focus: focus, state: state)
        }
        let height = parts.reduce(0) { $0 + $1.height } + max(0, parts.count - 1) * Self.moduleGap
        var buffer = Buffer(width: width, height: height)
        var y = 0
        for part in parts {
            buffer.blit(part, x: 0, y: y, clip: buffer.area)
            y += part.height + Self.moduleGap
        }
        return buffer
    }
}
