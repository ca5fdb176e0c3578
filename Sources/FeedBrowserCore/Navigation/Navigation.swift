/// The navigation feature's state, and the loading feature's part of it (`Screens`): the tabs,
/// each with its stack of screens, which tab is showing, and the loads the screens wait for.
struct Navigation: Equatable {
    var activeTab: Tab = .home
    var stacks: [Tab: [Screen]] = [:]
    var loads = LoadsInFlight()
    private var lastID = 0

    /// A name for a new screen, never used before.
    mutating func newScreenID() -> ScreenID {
        lastID += 1
        return ScreenID(value: lastID)
    }

    /// The showing tab's stack, root first.
    var stack: [Screen] {
        get { stacks[activeTab] ?? [] }
        set { stacks[activeTab] = newValue }
    }

    /// The screen on top of the showing tab.
    var screen: Screen {
        get { stack[stack.count - 1] }
        set { stack[stack.count - 1] = newValue }
    }

    /// Puts a rebuilt root screen on `tab`, scrolled and focused where the old one was, laid out
    /// in `layout`.
    mutating func replaceRoot(of tab: Tab, with fresh: Screen, in layout: ListLayout, viewport: Int) {
        let old = stacks[tab]?.first
        var fresh = fresh
        fresh.anchor = old?.anchor ?? .top
        fresh.focus = old?.focus
        fresh.clampAnchor(in: layout, viewport: viewport)
        stacks[tab] = [fresh] + (stacks[tab]?.dropFirst() ?? [])
    }

    /// Changes the open screen `id`, wherever it is; false when it has been closed.
    @discardableResult
    mutating func update(_ id: ScreenID, _ change: (inout Screen) -> Void) -> Bool {
        for tab in Tab.allCases {
            if let index = stacks[tab]?.firstIndex(where: { $0.id == id }) {
                change(&stacks[tab]![index])
                return true
            }
        }
        return false
    }

    /// The open screen `id`, if the reader has not left it.
    func screen(_ id: ScreenID) -> Screen? {
        for tab in Tab.allCases {
            if let screen = stacks[tab]?.first(where: { $0.id == id }) { return screen }
        }
        return nil
    }

    /// Closes every screen of `tab` above its root, and puts the root back at its top, with no
    /// focus: where an action that names a tab, or a checkout, takes the reader.
    mutating func returnToTop(of tab: Tab) {
        guard var root = stacks[tab]?.first else { return }
        root.anchor = .top
        root.focus = nil
        stacks[tab] = [root]
    }

    /// Every open screen of every tab.
    var allScreens: [Screen] { Tab.allCases.flatMap { stacks[$0] ?? [] } }

    /// The loads whose screen is no longer open: nobody waits for them.
    var abandonedLoads: [LoadID] { loads.abandoned(in: self) }
}
