import FeedModel
import Synchronization

/// Collects the actions an `ActionHandler` receives while an element is activated, so the
/// browser can perform them once drawing is done.
///
/// A handler's closure is `@Sendable`, so it cannot hold the browser itself; it holds this.
final class ActionInbox: Sendable {
    private let actions = Mutex<[Action]>([])

    func append(_ action: Action) {
        actions.withLock { $0.append(action) }
    }

    /// The actions received so far, oldest first, leaving the inbox empty.
    func take() -> [Action] {
        actions.withLock { actions in
            defer { actions = [] }
            return actions
        }
    }
}
