/// One entry of an editor's outline: a module of the feed, by type and id.
public struct DocumentSymbol: Sendable, Hashable, Codable {
    public var name: String
    public var detail: String?
    /// LSP's SymbolKind: 2 module, 19 object.
    public var kind: Int
    public var range: TextRange
    public var selectionRange: TextRange
}
