import FeedModel
import Foundation

/// The checks that need a whole source (FT400, FT401): every page, deferred document, feed and
/// picture a document names is in the source, and no chain of pages and deferred documents
/// leads back to a document already on the screen.
///
/// Documents that were not checked themselves are read when a chain leads through them.
/// `validate` checks the documents it is given; `feedterm lsp` checks the one being edited.
public final class SourceCheck {
    /// The source's folder.
    public let root: URL
    /// The root as the command line named it, for messages.
    private let rootName: String
    private let decoder: FeedDecoder
    /// The references of each document by its path in the source, read once each.
    private var references: [String: [SourceReference]]
    /// Whether each path asked about is a file of the source, asked of the file system once.
    private var existing: [String: Bool] = [:]
    /// The module ids of each page a feed's chain reaches, by id, read once.
    private var idsOfPage: [String: [String: SourceReference]] = [:]
    /// Every card of the source, by its listing; gathered when first asked.
    var listingAgreement: ListingAgreement?
    /// The size each picture of the source claims, once asked (nil inside: it could not be told).
    private var pictureSizes: [String: PictureSize?] = [:]
    /// The root's path with a slash, for joining: `URL.appendingPathComponent` cost more than
    /// the rest of a reference's check.
    private let rootPrefix: String
    /// A near miss for each reference that names nothing.
    private var suggestions: ReferenceSuggestion

    /// The size a picture file in the source claims, when it can be told (its header); set by
    /// a caller that reads pictures, so that an Image's `width` and `height` are checked
    /// against the file (FT322). nil checks nothing.
    public var measurePicture: (@Sendable (URL) -> PictureSize?)?

    /// A check of the source at `root`, knowing the references of the documents already decoded.
    public init(root: URL, named rootName: String, decoder: FeedDecoder, known: [String: [SourceReference]]) {
        self.root = root
        self.rootName = rootName.hasSuffix("/") ? rootName : rootName + "/"
        self.decoder = decoder
        references = known
        rootPrefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        suggestions = ReferenceSuggestion(rootPrefix: rootPrefix)
    }

    /// The problems of the document at `path` in the source: missing references, then the
    /// references that close a cycle.
    public func diagnostics(for path: String) -> [Diagnostic] {
        let named = references[path] ?? []
        var found: [Diagnostic] = []
        for reference in named where reference.kind.namesFile {
            guard exists(reference.path) else {
                let meant = suggestions.suggestion(for: reference, from: path, exists: exists).map { " (did you mean \($0)?)" } ?? ""
                found.append(Self.diagnostic(
                    .warning, reference, "the \(reference.kind.rawValue) '\(reference.path)' is not in the source \(rootName)\(meant); \(Self.consequence(of: reference.kind))",
                    code: .missingReference
                ))
                continue
            }
            if let given = reference.pictureSize, let actual = measured(reference.path), !given.hasAspect(of: actual) {
                found.append(Self.diagnostic(
                    .warning, reference, "the picture '\(reference.path)' is \(actual.width)×\(actual.height) pixels, but width and height give \(given.width)×\(given.height), another aspect; its place would not fit it",
                    code: .pictureSize
                ))
            }
        }
        found += idsRepeatedOnLaterPages(of: path)
        found += listingsShownOtherwise(in: path)
        for (reference, chain) in cycles(from: path) {
            found.append(Self.diagnostic(
                .warning, reference, "the \(reference.kind.rawValue) '\(reference.path)' leads back to a document already on the screen (\(chain.joined(separator: " → "))); the browser refuses it with an error in place",
                code: .referenceCycle
            ))
        }
        return found
    }

    /// For a file checked without a source: its pages and deferred modules that name the file
    /// itself (FT401), which the browser refuses, since loading one would load it again.
    public static func selfReferences(in references: [SourceReference], fileName: String) -> [Diagnostic] {
        references.filter { $0.kind.loadsIntoScreen && $0.path == fileName }.map { reference in
            Diagnostic(
                severity: .warning, path: reference.jsonPath,
                message: "the \(reference.kind.rawValue) '\(reference.path)' is this document itself; the browser refuses it with an error in place",
                code: .referenceCycle, location: reference.location
            )
        }
    }

    /// The ids of `path`'s modules that a page its `next_page` chain appends has again (FT314):
    /// one screen shows them all, and impressions and kept state are keyed by the id.
    private func idsRepeatedOnLaterPages(of path: String) -> [Diagnostic] {
        let ids = references(of: path).filter { $0.kind == .moduleID }
        guard !ids.isEmpty else { return [] }
        var pages: [String] = [], current = path
        while let next = references(of: current).first(where: { $0.kind == .nextPage })?.path, next != path, !pages.contains(next), exists(next), pages.count < 64 {
            pages.append(next)
            current = next
        }
        let idsOfPages = pages.map(ids(ofPage:))
        var found: [Diagnostic] = []
        for reference in ids {
            guard let (page, repeated) = zip(pages, idsOfPages).lazy.compactMap({ page, ids in ids[reference.path].map { (page, $0) } }).first else { continue }
            found.append(Self.diagnostic(
                .warning, reference, "the id '\(reference.path)' is also the id of \(repeated.jsonPath.dropLast(3)) in \(page), a page this feed appends; impressions and kept state are keyed by it",
                code: .duplicateModuleID
            ))
        }
        return found
    }

    /// Each reference of `start` that begins a chain of pages and deferred documents coming
    /// back to a document before it on the chain, with the chain.
    private func cycles(from start: String) -> [(SourceReference, [String])] {
        var found: [(SourceReference, [String])] = []
        var finished: Set<String> = []
        for reference in references(of: start) where reference.kind.loadsIntoScreen {
            if let chain = chainBack(from: reference.path, stack: [start], finished: &finished) {
                found.append((reference, chain))
            }
        }
        return found
    }

    /// Depth first: the chain from `stack` through `path` back into `stack`, if there is one.
    private func chainBack(from path: String, stack: [String], finished: inout Set<String>) -> [String]? {
        if stack.contains(path) {
            return Array(stack[stack.firstIndex(of: path)!...]) + [path]
        }
        guard !finished.contains(path), stack.count < 64 else { return nil }
        for next in references(of: path) where next.kind.loadsIntoScreen {
            if let chain = chainBack(from: next.path, stack: stack + [path], finished: &finished) {
                return chain
            }
        }
        finished.insert(path)
        return nil
    }

    /// The ids of the page at `path`, by id, the first place each stands; read once. The last
    /// page of a chain names no next page, so its ids are not among its references: it is read
    /// again with them listed.
    private func ids(ofPage path: String) -> [String: SourceReference] {
        if let known = idsOfPage[path] { return known }
        var listed = references(of: path)
        if !listed.contains(where: { $0.kind == .moduleID }) {
            var pageDecoder = decoder
            pageDecoder.recordsModuleIDs = true
            listed = pageDecoder.decode(contentsOf: root.appendingPathComponent(path)).references
        }
        let found = Dictionary(listed.filter { $0.kind == .moduleID }.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        idsOfPage[path] = found
        return found
    }

    /// The size the picture at `path` claims, asked of `measurePicture` once a path.
    private func measured(_ path: String) -> PictureSize? {
        if let known = pictureSizes[path] { return known }
        let found = measurePicture?(URL(fileURLWithPath: rootPrefix + path))
        pictureSizes[path] = .some(found)
        return found
    }

    /// The references of a document of the source, decoding it the first time it is asked for.
    func references(of path: String) -> [SourceReference] {
        if let known = references[path] { return known }
        let url = root.appendingPathComponent(path)
        let found = exists(path) ? decoder.decode(contentsOf: url).references : []
        references[path] = found
        return found
    }

    private func exists(_ path: String) -> Bool {
        if let known = existing[path] { return known }
        var isDirectory: ObjCBool = false
        let found = FileManager.default.fileExists(atPath: rootPrefix + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        existing[path] = found
        return found
    }

    private static func consequence(of kind: SourceReference.Kind) -> String {
        switch kind {
        case .nextPage: "the browser shows an error where the next page would load"
        case .deferred: "the browser shows an error in the module's place"
        case .feed: "selecting it shows an error"
        case .picture: "the placeholder is drawn instead"
        case .moduleID: "impressions and kept state are keyed by it"
        case .listing: "the cart charges the price shown where it was added"
        }
    }

    private static func diagnostic(_ severity: Severity, _ reference: SourceReference, _ message: String, code: DiagnosticCode) -> Diagnostic {
        Diagnostic(severity: severity, path: reference.jsonPath, message: message, code: code, location: reference.location)
    }
}
