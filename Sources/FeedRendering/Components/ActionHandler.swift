import FeedModel

/// Where user actions go: the host decides what opening a listing or favoriting means.
///
/// Passed down with the render context; components hand it actions and never know what it
/// does. A struct holding a closure, so tests and hosts make one in a line.
public struct ActionHandler: Sendable {
    private let handle: @Sendable (Action) -> Void

    public init(_ handle: @escaping @Sendable (Action) -> Void) {
        self.handle = handle
    }

    public func callAsFunction(_ action: Action) {
        handle(action)
    }

    /// Does nothing: for drawing that nobody interacts with (`preview`, snapshots).
    public static let ignore = ActionHandler { _ in }
}
