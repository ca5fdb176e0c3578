/// A range in a document named by URI: where a definition is.
public struct Location: Sendable, Hashable, Codable {
    public var uri: String
    public var range: TextRange
}
