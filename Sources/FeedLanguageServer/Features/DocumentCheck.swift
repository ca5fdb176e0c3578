import FeedModel

/// One check of a document at one version: validate's diagnostics as they were found, each
/// beside what was published for it, and the paths the document names.
struct DocumentCheck: Sendable {
    struct Entry: Sendable {
        let diagnostic: Diagnostic
        let published: PublishedDiagnostic
    }

    let version: Int
    let entries: [Entry]
    let references: [SourceReference]

    var published: [PublishedDiagnostic] { entries.map(\.published) }
}
