import FeedModel
import FeedRendering

/// One screen of a tab's stack, with everything that comes back when you return to it:
/// scroll position, focus and carousel positions.
struct Screen {
    var kind: ScreenKind
    var title: String
    var list: ModuleList
    var diagnostics: [Diagnostic]
    /// Why the screen has nothing to show (a missing or unreadable feed); nil when it loaded.
    var problem: String?
    var anchor = ScrollAnchor.top
    var focus: ElementID?
    var carouselOffsets: [String: Int] = [:]

    init(kind: ScreenKind, title: String, list: ModuleList, diagnostics: [Diagnostic] = [], problem: String? = nil) {
        self.kind = kind
        self.title = title
        self.list = list
        self.diagnostics = diagnostics
        self.problem = problem
    }
}
