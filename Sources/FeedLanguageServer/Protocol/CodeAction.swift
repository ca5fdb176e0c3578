/// A quick fix: its title, the diagnostics it fixes, and its edit.
public struct CodeAction: Sendable, Hashable, Codable {
    public var title: String
    public var kind = "quickfix"
    public var diagnostics: [PublishedDiagnostic]
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit

    /// The params of `textDocument/codeAction`.
    public struct Params: Sendable, Codable {
        public struct Context: Sendable, Codable {
            public var diagnostics: [PublishedDiagnostic]
        }

        public var textDocument: DocumentNotifications.Identifier
        public var range: TextRange
        public var context: Context
    }
}
