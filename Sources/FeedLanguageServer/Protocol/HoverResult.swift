/// What a hover shows: Markdown, over the range it is about.
public struct HoverResult: Sendable, Hashable, Codable {
    public struct Contents: Sendable, Hashable, Codable {
        public var kind = "markdown"
        public var value: String
    }

    public var contents: Contents
    public var range: TextRange?

    init(markdown: String, range: TextRange?) {
        contents = Contents(value: markdown)
        self.range = range
    }
}
