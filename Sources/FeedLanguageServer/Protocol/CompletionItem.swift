/// One completion: a label, what kind of thing it is, its description, and the edit that
/// inserts it.
public struct CompletionItem: Sendable, Hashable, Codable {
    /// LSP's CompletionItemKind values that feedterm uses.
    public enum Kind: Int, Sendable, Codable {
        case property = 10
        case value = 12
        case enumMember = 20
        case module = 9
        case event = 23
    }

    public struct Documentation: Sendable, Hashable, Codable {
        public var kind = "markdown"
        public var value: String
    }

    public var label: String
    public var kind: Kind
    public var detail: String?
    public var documentation: Documentation?
    public var textEdit: TextEdit?
    /// 2: the edit holds `$1`-style tab stops.
    public var insertTextFormat: Int?
}
