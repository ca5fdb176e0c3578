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

    /// Which of the three top-level shapes the document had.
    public var shape: Shape
    /// The feed's id.
    public var id: String?
    /// The feed's title, shown above its modules.
    public var title: String?
    /// The path of the feed's next page, loaded when the reader nears the end.
    public var nextPage: String?
    /// The modules that decoded, in order; a module that did not is left out. A long
    /// document's are kept as their text and decoded when read (`FeedDecoder.keepsTextFrom`).
    public var modules: FeedModules
    /// How many modules the document has, the dropped ones included: `modules` keeps those
    /// that were valid, each with its `position` below this.
    public var moduleCount: Int

    /// A document of `modules`; `moduleCount` counts those that did not decode too.
    public init(shape: Shape = .feed, id: String? = nil, title: String? = nil, nextPage: String? = nil, modules: [Module], moduleCount: Int? = nil) {
        self.shape = shape
        self.id = id
        self.title = title
        self.nextPage = nextPage
        self.modules = FeedModules(modules)
        self.moduleCount = moduleCount ?? modules.count
    }
}
