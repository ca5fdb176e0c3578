import FeedModel
import Foundation

/// Go to definition: from a `next_page`, a `deferred` path, an `open_feed` target or a
/// picture's path to the file it names in the source.
enum DefinitionProvider {
    static func location(at offset: Int, in document: TextDocument, check: DocumentCheck, outline: JSONOutline, context: ProjectContext) -> Location? {
        guard let string = outline.chain(at: offset).last, outline.nodes[string].kind == .string,
              let path = DocumentURI.path(of: document.uri) else { return nil }
        let span = outline.nodes[string].span
        guard let reference = check.references.first(where: { reference in
            reference.kind.namesFile && (reference.location.map { span.contains(document.offset(of: $0)) } ?? false)
        }) else { return nil }
        // The source's root, else (no home.json above) the document's own folder.
        let root = context.sourceRoot ?? URL(fileURLWithPath: path).deletingLastPathComponent()
        let target = root.appendingPathComponent(reference.path).standardizedFileURL
        guard target.path.hasPrefix(root.standardizedFileURL.path + "/"), FileManager.default.fileExists(atPath: target.path) else { return nil }
        let start = TextPosition(line: 0, character: 0)
        return Location(uri: DocumentURI.uri(of: target.path), range: TextRange(start: start, end: start))
    }
}
