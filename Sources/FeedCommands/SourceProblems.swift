import FeedFiles
import FeedModel
import FeedPictures
import Foundation

/// What `validate` finds across a source for each input: a file belongs to the nearest folder
/// at or above it that holds `home.json` (the layout format's rule, which the editor follows
/// too), unless `--source DIR` names the source of every file given.
package struct SourceProblems {
    private var found: [Int: [Diagnostic]] = [:]

    package init(inputs: [DocumentInput], references: [[SourceReference]], source: String?, decoder: FeedDecoder) {
        // Each input's source root and its path inside it; each root named once, by the
        // path `SourceRoot` found it at.
        var members: [String: [(index: Int, path: String)]] = [:]
        var names: [String: String] = [:]
        for (index, input) in inputs.enumerated() {
            // A file without a source had its own references checked where it was decoded.
            guard let rootURL = source.map({ URL(fileURLWithPath: $0, isDirectory: true) }) ?? input.sourceRoot else { continue }
            let rootPath = StandardPath.of(rootURL.path)
            guard let path = input.path(inSource: rootPath) else { continue }
            members[rootPath, default: []].append((index, path))
            if names[rootPath] == nil { names[rootPath] = source ?? DisplayPath.folder(rootURL) }
        }
        for (root, documents) in members {
            var known: [String: [SourceReference]] = [:]
            for document in documents { known[document.path] = references[document.index] }
            let check = SourceCheck(root: URL(fileURLWithPath: root, isDirectory: true), named: names[root] ?? root, decoder: decoder, known: known)
            check.measurePicture = PictureDecoder.claimedSize(ofFile:)
            for document in documents {
                found[document.index] = check.diagnostics(for: document.path)
            }
        }
    }

    /// The problems of input `index` that only its source shows.
    package func diagnostics(of index: Int) -> [Diagnostic] {
        found[index] ?? []
    }

    /// For a file checked without a source: its pages and deferred modules that name the file
    /// itself (FT401). Asked by the thread that decoded the file, so that 2,000 files checked
    /// on every core do not wait for one thread to look at each file's references in turn.
    package static func selfReferences(of input: DocumentInput, in references: [SourceReference]) -> [Diagnostic] {
        guard input.argument != "-", !input.isWebAddress else { return [] }
        return SourceCheck.selfReferences(in: references, fileName: StandardPath.name(of: input.argument))
    }
}
