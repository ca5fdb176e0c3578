import FeedInput
import FeedModel
import FeedRendering

/// The keys feature: what each key does. An overlay that shows takes the key (its state is the
/// overlays'); any other key is a step of another feature, asked of the root. `HelpText` lists
/// the same keys for people.
enum KeysFeature: Feature {
    /// What the keys feature is asked to do.
    enum Action {
        /// A key; `panel` measures the problems or inspect panel, should one show.
        case press(Key, panel: Overlays.PanelSize)
    }

    static func update(_ overlays: inout Overlays, _ action: Action, in environment: BrowserEnvironment) -> Outcome {
        let (key, panel) = switch action { case .press(let key, let panel): (key, panel) }
        if overlays.shown != nil {
            return OverlaysFeature.update(&overlays, .key(key, panel: panel), in: environment)
        }
        guard let ask = ask(for: key) else { return Outcome(status: unknown(key)) }
        return Outcome(asks: [ask])
    }

    /// The step a key asks for, when it names one.
    private static func ask(for key: Key) -> Outcome.Ask? {
        switch key {
        case .up, .character("k"): .focus(.up)
        case .down, .character("j"): .focus(.down)
        case .left, .character("h"): .focus(.left)
        case .right, .character("l"): .focus(.right)
        case .tab: .focus(.nextModule)
        case .backTab: .focus(.previousModule)
        case .pageDown, .character(" "): .focus(.pageDown)
        case .pageUp: .focus(.pageUp)
        case .home, .character("g"): .focus(.top)
        case .end, .character("G"): .focus(.end)
        case .enter: .activateFocused
        case .character("f"): .favoriteFocused
        case .escape, .backspace: .go(.back)
        case .character("1"): .go(.switchTab(.home))
        case .character("2"): .go(.switchTab(.deals))
        case .character("3"): .go(.switchTab(.favorites))
        case .character("4"), .character("c"): .go(.switchTab(.cart))
        case .character("r"): .reload
        case .character("/"): .show(.searchPrompt(""))
        case .character("d"): .show(.diagnostics(offset: 0))
        case .character("i"): .inspect
        case .character("?"): .show(.help)
        case .character("q"): .quit
        case .character(let other): CartFeature.keys.contains(other) ? .cartKey(other) : nil
        }
    }

    /// What the status line says of a key that does nothing.
    private static func unknown(_ key: Key) -> StatusMessage? {
        if case .character(let character) = key { return .noCommand(character) }
        return nil
    }
}
