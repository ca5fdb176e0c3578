/// What the inspect panel (`i`) shows: a title and lines, which scroll.
public struct InspectorPanel: Sendable, Equatable {
    public let title: String
    public let lines: [String]
    /// Shown while the document is read again; the real panel replaces it.
    public var isPending = false

    package init(title: String, lines: [String], isPending: Bool = false) {
        self.title = title
        self.lines = lines
        self.isPending = isPending
    }
}
