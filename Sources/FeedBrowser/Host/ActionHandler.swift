import FeedBrowserCore
import FeedModel

/// Where user actions go first: the host decides what opening a listing or favoriting means,
/// and answers whether it did (`HostAnswer`). The browser's own behaviour is the fallback.
///
/// A struct holding a closure, so tests and hosts make one in a line, as Etsy's DealsAction
/// environment is.
public struct ActionHandler: Sendable {
    private let handle: @Sendable (Action) -> HostAnswer

    /// A handler that answers each action with `handle`.
    public init(_ handle: @escaping @Sendable (Action) -> HostAnswer) {
        self.handle = handle
    }

    /// The host's answer for `action`.
    public func callAsFunction(_ action: Action) -> HostAnswer {
        handle(action)
    }

    /// Handles nothing: the browser performs every action itself.
    public static let builtIn = ActionHandler { _ in .notHandled }
}
