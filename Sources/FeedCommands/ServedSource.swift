import FeedBrowser
import FeedModel
import Foundation

/// `validate URL/`, a base URL: the source it serves. `home.json`, `deals.json` and every
/// document they reach through `next_page`, `deferred` modules and `open_feed` are fetched,
/// within the limits of each read, of how many documents (`maxDocuments`) and of the whole
/// run's time; each is a file of the report, named by its URL, with the documents it names
/// that the server does not have (FT400), and each listing the fetched documents (listing
/// screens included: `listings/<id>.json` of each card) show with two prices or titles
/// (FT324). Pictures, cycles and ids across pages, which a folder's check follows, are not
/// checked over HTTP.
package struct ServedSource {
    /// The most documents one run fetches: a source that names more is cut there, and says so.
    package static let maxDocuments = 200

    package let base: URL
    package let decoder: FeedDecoder
    /// Sent with every request: the source's login.
    package let headers: RequestHeaders

    /// The source served at `base`, its documents read with `decoder`, asked with `headers`.
    package init(base: URL, decoder: FeedDecoder, headers: RequestHeaders = .none) {
        self.base = base
        self.decoder = decoder
        self.headers = headers
    }

    /// Whether `argument` names a source rather than one document: an http(s) URL whose path
    /// ends in `/` or has no last part.
    package static func isBase(_ argument: String) -> Bool {
        guard WebURL.isWeb(argument), let url = URL(string: argument), url.host != nil, url.query == nil else { return false }
        return url.path.isEmpty || argument.hasSuffix("/")
    }

    /// Each document fetched, in the order reached, with its diagnostics: its own, and each
    /// document it names that the source does not have (FT400).
    package func check() -> [(name: String, diagnostics: [Diagnostic])] {
        var checking = decoder
        checking.collectsReferences = true
        let source = HTTPSource(base: base, decoder: checking, headers: headers)
        // A server that answers each request at the last moment must not hold validate for hours.
        let deadline = Date().addingTimeInterval(max(30, decoder.limits.timeout * 6))
        // Only what is reported is kept of each document, and no more paths than can be
        // fetched are queued: a body that names a million documents costs a count, not a queue.
        var queue = ["home.json", "deals.json"], next = 0, seen = Set(queue), missing: Set<String> = []
        var fetched: [(path: String, diagnostics: [Diagnostic], references: [SourceReference])] = []
        var notReached = 0, firstNotReached: [String] = []
        while next < queue.count {
            let path = queue[next]
            next += 1
            guard fetched.count < Self.maxDocuments, Date() < deadline else {
                notReached += 1
                if firstNotReached.count < 3 { firstNotReached.append(path) }
                continue
            }
            guard let result = source.load(path) else {
                missing.insert(path)
                continue
            }
            let named = result.references.filter { $0.kind.loadsIntoScreen || $0.kind == .feed || $0.kind == .listing }
            fetched.append((path, result.diagnostics, named))
            // A card's listing screen is read too; one the server lacks is no reference's (FT400).
            for reference in named where seen.insert(Self.document(of: reference)).inserted {
                if queue.count < Self.maxDocuments * 2 {
                    queue.append(Self.document(of: reference))
                } else {
                    notReached += 1
                }
            }
        }
        var listings = ListingAgreement()
        for document in fetched { listings.add(document.references, of: document.path) }
        var checked = fetched.map { document in
            let absent = document.references.filter { $0.kind.namesFile && missing.contains($0.path) }.map { reference in
                Diagnostic(
                    severity: .warning, path: reference.jsonPath,
                    message: "the \(reference.kind.rawValue) '\(reference.path)' is not in the source \(source.name); the server answered 404 Not Found",
                    code: .missingReference, location: reference.location
                )
            }
            return (name: source.place(of: document.path), diagnostics: document.diagnostics + absent + listings.disagreements(of: document.references, in: document.path))
        }
        for root in ["home.json", "deals.json"] where missing.contains(root) {
            checked.insert((source.place(of: root), [.error(JSONPath.root, "the source has no \(root): the server answered 404 Not Found", code: .unreadableDocument)]), at: 0)
        }
        if notReached > 0 {
            let why = fetched.count >= Self.maxDocuments ? "past the \(Self.maxDocuments) documents one run fetches" : "past the run's time limit"
            let examples = firstNotReached.isEmpty ? "" : ": " + firstNotReached.joined(separator: ", ") + "…"
            checked.append((source.name, [.warning(JSONPath.root, "\(notReached) more documents of the source were not checked, \(why)\(examples)", code: .unreadableDocument)]))
        }
        return checked
    }

    /// The document a reference leads to: a card's listing screen, or the path it names.
    private static func document(of reference: SourceReference) -> String {
        reference.kind == .listing ? "listings/\(reference.path).json" : reference.path
    }
}
