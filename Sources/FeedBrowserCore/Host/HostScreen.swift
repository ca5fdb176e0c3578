import FeedModel

/// A screen a host shows: a title and modules, drawn like any feed's.
public struct HostScreen: Sendable {
    public var title: String
    public var modules: [Module]
    /// Shown on the status line when the screen opens.
    public var message: String?

    public init(title: String, modules: [Module], message: String? = nil) {
        self.title = title
        self.modules = modules
        self.message = message
    }
}
