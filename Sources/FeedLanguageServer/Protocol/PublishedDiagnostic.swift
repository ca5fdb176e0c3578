/// A diagnostic as LSP sends it: one of validate's, with its range in the editor's text.
public struct PublishedDiagnostic: Sendable, Hashable, Codable {
    /// Where the code's meaning is written.
    public struct CodeDescription: Sendable, Hashable, Codable {
        public var href: String
    }

    public var range: TextRange
    /// 1 error, 2 warning.
    public var severity: Int
    /// The stable code, `FT310`.
    public var code: String
    public var codeDescription: CodeDescription?
    public var source: String
    /// `PATH: message`, as validate prints it after the severity.
    public var message: String
}
