/// A quick fix: its title, the diagnostics it fixes, and its edit.
public struct CodeAction: Sendable, Hashable, Codable {
    public var title: String
    public var kind = "quickfix"
    public var diagnostics: [PublishedDiagnostic]
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit

    /// The params of `textDocument/codeAction`. The client's `context` is not read: the fixes
    /// come from the server's own check of the text as it is now.
    public struct Params: Sendable, Codable {
        public var textDocument: DocumentNotifications.Identifier
        public var range: TextRange
    }
}
