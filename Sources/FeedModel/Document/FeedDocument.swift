/// A decoded layout document: the modules that were valid, in order, and the feed's own fields.
public struct FeedDocument: Sendable {
    /// Which of the three accepted shapes the JSON had.
    public enum Shape: String, Sendable {
        /// `{"id": …, "title": …, "modules": […], "next_page": …}`
        case feed
        /// `[ {module}, {module} ]`
        case moduleArray
        /// `{"type": …, "<type>": {…}}`
        case singleModule
    }

    public var shape: Shape
    public var id: String?
    public var title: String?
    public var nextPage: String?
    public var modules: [Module]
    /// How many modules the document has, the dropped ones included: `modules` keeps those
    /// that were valid, each with its `position` below this.
    public var moduleCount: Int

    public init(shape: Shape = .feed, id: String? = nil, title: String? = nil, nextPage: String? = nil, modules: [Module], moduleCount: Int? = nil) {
        self.shape = shape
        self.id = id
        self.title = title
        self.nextPage = nextPage
        self.modules = modules
        self.moduleCount = moduleCount ?? modules.count
    }
}
