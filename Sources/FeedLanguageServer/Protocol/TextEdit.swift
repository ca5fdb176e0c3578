/// One replacement in a document: the text of `range` becomes `newText`.
public struct TextEdit: Sendable, Hashable, Codable {
    public var range: TextRange
    public var newText: String
}
