import FeedModel
import FeedRendering

/// One screen of a tab's stack, with everything that comes back when you return to it:
/// scroll position, focus, carousel positions, and the loads it is waiting for.
struct Screen: Equatable {
    /// Names the screen while it lives, so a load's result finds it, or is dropped when the
    /// reader has left it.
    let id: ScreenID
    var kind: ScreenKind
    var title: String
    /// What it shows; `show(_:documents:)` replaces it.
    private(set) var list: ModuleList
    /// How many lists it showed before the one it shows: that list's revision.
    private var listsShown = 0
    var diagnostics: [Diagnostic]
    /// Why the screen has nothing to show (a missing or unreadable feed); nil when it loaded.
    var problem: String?
    /// What the last reload that failed reported: the screen keeps what it showed, and `d`
    /// lists these first. A reload that succeeds clears them.
    var reloadFailure: [Diagnostic] = []
    /// True until the screen's document first arrives.
    var isLoading = false
    var anchor = ScrollAnchor.top
    /// End was the last move while the rest of a long document decodes: each run that
    /// arrives takes the screen to the end again, so End reaches the true end once it is in.
    var followsEnd = false
    var focus: ElementID?
    var carouselOffsets: [String: Int] = [:]
    /// The deferred modules and next page it shows placeholders for, by module key.
    var slots: [String: Slot] = [:]
    /// Every page of the feed named so far, the first included, to end a chain that loops.
    var pagesSeen: Set<String> = []
    /// How many deferred modules its documents have named, loaded or refused: a screen loads
    /// at most `BrowserState.maxDeferredPerScreen`.
    var deferredNamed = 0
    /// The pictures it shows that could not be shown, by url, and why: `d` lists them.
    var pictureProblems: [String: String] = [:]

    init(id: ScreenID, kind: ScreenKind, title: String, modules: FeedModules = [], diagnostics: [Diagnostic] = [], problem: String? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.list = ModuleList(id: ListID(screen: id, revision: 0), modules: modules)
        self.diagnostics = diagnostics
        self.problem = problem
    }

    /// Shows `modules`, from `documents`, as a new list named after the one before.
    mutating func show(_ modules: FeedModules, documents: [DocumentSpan] = []) {
        listsShown += 1
        list = ModuleList(id: ListID(screen: id, revision: listsShown), modules: modules, documents: documents)
    }

    /// Everything `d` lists: a failed reload's problems, then the document's; for a screen that
    /// did not load and has no diagnostics, its load error.
    var listedProblems: [Diagnostic] {
        if let problem, diagnostics.isEmpty, reloadFailure.isEmpty {
            return [.error(JSONPath.root, problem, code: .unreadableDocument)]
        }
        return reloadFailure + diagnostics + pictureProblems.sorted { $0.key < $1.key }.map { url, why in
            .warning(JSONPath.root, "picture '\(url)' is not shown: \(why)", code: .unshownPicture)
        }
    }

    /// The view state as this screen draws it: the shopper's, its carousels, its placeholders.
    func drawingState(_ shopper: ViewState) -> ViewState {
        var state = shopper
        state.carouselOffsets = carouselOffsets
        state.placeholders = slots.mapValues(\.state)
        return state
    }
}
