/// What the inspect panel (`i`) shows: a title and lines, which scroll.
public struct InspectorPanel: Sendable, Equatable {
    /// What the panel is about: the module's type and the element.
    public let title: String
    /// The panel's lines: the element's place, its action and its JSON.
    public let lines: [String]
    /// Shown while the document is read again; the real panel replaces it.
    public var isPending = false

    package init(title: String, lines: [String], isPending: Bool = false) {
        self.title = title
        self.lines = lines
        self.isPending = isPending
    }
}
