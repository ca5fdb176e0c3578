import FeedModel

/// A screen a host shows: a title and modules, drawn like any feed's.
public struct HostScreen: Sendable {
    /// The screen's title, in the breadcrumb.
    public var title: String
    /// What it shows, drawn as a feed's modules are.
    public var modules: [Module]
    /// Shown on the status line when the screen opens.
    public var message: String?

    /// A screen of `modules` titled `title`; `message` shows on the status line when it opens.
    public init(title: String, modules: [Module], message: String? = nil) {
        self.title = title
        self.modules = modules
        self.message = message
    }
}
