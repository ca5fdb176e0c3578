import FeedModel
import FeedRendering
import FoundationEssentials

/// What a browser reads: how it draws, what it reads from, who reads, the time, and where the
/// last frame the reader saw drew each element. Passed to `BrowserState.update(_:in:)` and
/// `frame(in:)`, never kept in the state.
///
/// The core changes nothing in it, but the order of use of the pictures it draws, which the
/// picture store keeps to know what to forget first. What has been measured and drawn of the
/// state's lists (`measures`) is kept here by whoever runs the browser, from what each frame and
/// update hands back, so the state stays a plain `Equatable` value. One environment serves one
/// browser and the copies of its state.
public struct BrowserEnvironment {
    /// Draws the modules: the theme and the renderers, the browser's own cart lines among them.
    /// Its time is the clock's, set for each update and frame (`measuring()`) and for a layout
    /// asked for outside them, so that drawing never asks the machine's clock.
    private(set) var renderer: FeedRenderer
    /// Names the source in messages: a directory's path, a URL.
    let sourceName: String
    /// Who is reading: modules whose `requires` this cohort does not meet are not shown.
    let cohort: Cohort
    /// Whether each module the cohort does not see is drawn as one dim line saying why.
    let showsHidden: Bool
    /// The time, for what expires (coupons).
    let clock: @Sendable () -> Date
    /// What the last frame and update measured and drew of the lists, at their widths: set by
    /// whoever runs the browser (`BrowserRuntime.frame()` and `send(_:)`), from what they hand
    /// back; the core only reads it.
    public var measures = KeptMeasures()
    /// The lists measured so far in the update or frame under way, when one is: made by
    /// `measuring()`, never by the runtime.
    private var scratch: MeasuringPass?
    /// Where the last frame the reader saw drew each actionable element, in screen cells: what
    /// a click hits. Set by whoever shows the frames (`BrowserRuntime.frame()`), from
    /// `frame(in:)`'s buffer; the core only reads it.
    public var lastFrameHotspots: [Hotspot] = []

    /// The environment of a browser of the source named `sourceName`: `renderers` draw the
    /// modules in `theme`, `cohort` decides who sees modules with `requires`, `showsHidden`
    /// draws the hidden ones, marked, `clock` tells the time (handed in: the core reads no
    /// clock of its own), `options` says how modules are laid out (a fixed `now` for a flow that
    /// must not change with the date), and `pictures` holds the pictures
    /// that have loaded (nil draws every picture as its placeholder and asks for none).
    public init(sourceName: String, theme: Theme = .shop, renderers: ModuleRendererRegistry = .standard, cohort: Cohort = Cohort(), showsHidden: Bool = false, clock: @escaping @Sendable () -> Date, options: LayoutOptions = LayoutOptions(), pictures: (any PictureProvider)? = nil) {
        self.sourceName = sourceName
        self.cohort = cohort
        self.showsHidden = showsHidden
        self.clock = clock
        // The cart's lines are modules the browser builds, drawn by its own renderer.
        var renderers = renderers
        renderers.register(CartLineRenderer.type, CartLineRenderer())
        var renderer = FeedRenderer(renderers: renderers, theme: theme, options: options)
        renderer.pictures = pictures
        self.renderer = renderer
    }

    /// The renderer drawing at the clock's time now, unless its options fix a time (a flow's).
    private var timedRenderer: FeedRenderer {
        var timed = renderer
        timed.options = renderer.options.drawing(at: clock())
        return timed
    }

    /// The pictures that have loaded; nil when pictures are off.
    var pictures: (any PictureProvider)? { renderer.pictures }

    /// The theme everything is drawn in.
    var theme: Theme { renderer.theme }

    /// `list`'s layout at `width`, from the measures handed in: the one of the update or frame
    /// under way (`measuring()`), else one of its own.
    func layout(of list: ModuleList, width: Int) -> ListLayout {
        if let scratch { return scratch.layout(of: list, width: width, renderer: renderer) }
        return ListLayout(list: list, renderer: timedRenderer, measures: measures.measures(of: list.id, width: width))
    }

    /// This environment with a scratchpad of its own for one update or frame, which takes its
    /// `measures` over: each list is then measured once in it (`MeasuringPass`).
    consuming func measuring() -> BrowserEnvironment {
        // Drawn at the clock's time, unless the options fix one (a flow's).
        renderer = timedRenderer
        scratch = MeasuringPass(measures)
        measures = KeptMeasures()
        return self
    }

    /// The measures handed in, with what was measured since `measuring()` added.
    func measured() -> KeptMeasures {
        scratch?.finish() ?? measures
    }
}
