/// `initialize`: what the client offers that the server reads, and what the server can do.
public enum InitializeExchange {
    public struct Params: Sendable, Codable {
        public struct Capabilities: Sendable, Codable {
            public struct General: Sendable, Codable {
                public var positionEncodings: [String]?
            }

            public var general: General?
        }

        public var capabilities: Capabilities?
    }

    public struct Result: Sendable, Codable {
        public struct ServerInfo: Sendable, Codable {
            public var name: String
            public var version: String
        }

        public struct Capabilities: Sendable, Codable {
            public struct Sync: Sendable, Codable {
                public var openClose = true
                /// 2: changes are sent as ranges.
                public var change = 2
                public var save = true
            }

            public struct CompletionOptions: Sendable, Codable {
                public var triggerCharacters = ["\"", ":"]
            }

            public struct CodeActionOptions: Sendable, Codable {
                public var codeActionKinds = ["quickfix"]
            }

            public var positionEncoding: String
            public var textDocumentSync = Sync()
            public var hoverProvider = true
            public var completionProvider = CompletionOptions()
            public var definitionProvider = true
            public var documentSymbolProvider = true
            public var codeActionProvider = CodeActionOptions()
        }

        public var capabilities: Capabilities
        public var serverInfo: ServerInfo
    }
}
