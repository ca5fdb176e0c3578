/// What one decode gives: the document (nil when it could not be read at all) and every diagnostic.
public struct FeedDecodeResult: Sendable {
    /// Nil after a fatal error, which is then the one error in `diagnostics`.
    public var document: FeedDocument?
    /// Every problem found, in the order of the text.
    public var diagnostics: [Diagnostic]
    /// The documents and pictures of its source that the document names, in document order.
    public var references: [SourceReference]
    /// The modules the decode left for later (`FeedDecoder.opensWith`), after those in
    /// `document`; nil when it decoded them all.
    public var rest: UndecodedModules?

    /// A result of `document` (nil when nothing could be shown) with these problems.
    public init(document: FeedDocument?, diagnostics: [Diagnostic], references: [SourceReference] = []) {
        self.document = document
        self.diagnostics = diagnostics
        self.references = references
    }

    /// Whether anything was lost: a fatal error or a dropped module.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// How many diagnostics are errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// How many diagnostics are warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// The modules that survived; none after a fatal error.
    public var modules: FeedModules { document?.modules ?? [] }
}
