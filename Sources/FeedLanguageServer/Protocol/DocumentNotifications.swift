/// The params of the notifications that keep the server's copy of a document: open, change,
/// close, save, and the diagnostics it publishes back.
public enum DocumentNotifications {
    public struct TextDocumentItem: Sendable, Codable {
        public var uri: String
        public var languageId: String?
        public var version: Int
        public var text: String
    }

    public struct Identifier: Sendable, Codable {
        public var uri: String
    }

    public struct VersionedIdentifier: Sendable, Codable {
        public var uri: String
        public var version: Int?
    }

    /// A change: the whole text when `range` is absent, else the text of `range`.
    public struct ContentChange: Sendable, Codable {
        public var range: TextRange?
        public var text: String

        public init(range: TextRange?, text: String) {
            self.range = range
            self.text = text
        }
    }

    public struct DidOpen: Sendable, Codable {
        public var textDocument: TextDocumentItem
    }

    public struct DidChange: Sendable, Codable {
        public var textDocument: VersionedIdentifier
        public var contentChanges: [ContentChange]
    }

    /// Params that name only a document: didClose, didSave, documentSymbol.
    public struct DocumentParams: Sendable, Codable {
        public var textDocument: Identifier
    }

    public struct Publish: Sendable, Codable {
        public var uri: String
        public var version: Int?
        public var diagnostics: [PublishedDiagnostic]
    }
}
