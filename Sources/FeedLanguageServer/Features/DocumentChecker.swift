import FeedFiles
import FeedFlows
import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// Checks a document as `feedterm validate` would check its file, with its project's config
/// and source: the same codes, the same messages, each at the range of the value or key at
/// fault.
enum DocumentChecker {
    static func check(_ document: TextDocument, context: ProjectContext) -> DocumentCheck {
        let path = DocumentURI.path(of: document.uri)
        let data = Data(document.bytes)
        if let path, URL(fileURLWithPath: path).lastPathComponent == ProjectConfig.fileName {
            var found: [Diagnostic] = []
            do {
                _ = try ProjectConfig.load(data, directory: URL(fileURLWithPath: path).deletingLastPathComponent(), warnings: &found)
            } catch let problem as Diagnostic {
                found = [problem]
            } catch {
                found = [.error(JSONPath.root, "\(error)", code: .invalidValue)]
            }
            return DocumentCheck(version: document.version, entries: found.map { entry($0, in: document) }, references: [])
        }
        // Coupons expire against the time of each check, as validate's against its start.
        var decoder = context.config.decoder(now: Date(), collectingReferences: true)
        decoder.collectsScreenReferences = true
        // An editor hides a byte-order mark when it reads a file (Neovim's `bomb`), but the
        // file on disk, which validate and CI read, still starts with it: checked as it is there.
        let text = path.map { DiskPrefix.hasByteOrderMark(atPath: $0) && !document.bytes.starts(with: DiskPrefix.byteOrderMark) } == true
            ? Data(DiskPrefix.byteOrderMark) + data : data
        let result = decoder.decode(text)
        // A flow file is checked as one, as validate checks it: for its steps, not as a feed.
        let flowFile = path.flatMap { FlowFile.isFlow(data, decoded: result) ? URL(fileURLWithPath: $0) : nil }
        var found = flowFile.map { FlowFile.diagnostics(of: data, at: $0) }
            ?? result.diagnostics + sourceProblems(of: path, references: result.references, context: context, decoder: decoder)
        if let path {
            found = found.filter { !context.config.ignores($0.code, in: path) }
        }
        var entries = found.map { entry($0, in: document) }
        if let refusal = context.configProblems.first(where: { $0.severity == .error }), let file = context.configFile {
            // Nothing should look checked by rules nobody chose: say so where the author looks.
            var problem = refusal
            problem.message = "the project config \(file.path) is refused, so its rules are not applied: \(refusal.path): \(refusal.message)"
            problem.path = JSONPath.root
            entries.insert(Entry(diagnostic: problem, published: published(problem, range: TextRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)))), at: 0)
        }
        return DocumentCheck(version: document.version, entries: entries, references: flowFile == nil ? result.references : [])
    }

    private typealias Entry = DocumentCheck.Entry

    /// The problems only the source shows: missing documents and pictures, and cycles.
    private static func sourceProblems(of path: String?, references: [SourceReference], context: ProjectContext, decoder: FeedDecoder) -> [Diagnostic] {
        guard let path else { return [] }
        guard let root = context.sourceRoot, let inSource = context.pathInSource(path) else {
            return SourceCheck.selfReferences(in: references, fileName: URL(fileURLWithPath: path).lastPathComponent)
        }
        // Other documents are read from disk; this one is as the editor has it.
        let check = SourceCheck(root: root, named: root.path, decoder: decoder, known: [inSource: references])
        check.measurePicture = PictureDecoder.claimedSize(ofFile:)
        return check.diagnostics(for: inSource)
    }

    private static func entry(_ diagnostic: Diagnostic, in document: TextDocument) -> Entry {
        Entry(diagnostic: diagnostic, published: published(diagnostic, range: range(of: diagnostic, in: document)))
    }

    /// The range of the value or key at fault: from its byte offset, else its line and column.
    static func range(of diagnostic: Diagnostic, in document: TextDocument) -> TextRange {
        let start: Int
        if let offset = diagnostic.byteOffset {
            start = offset
        } else if let location = diagnostic.location {
            start = document.offset(of: location)
        } else {
            return TextRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0))
        }
        // A missing key with a near miss is placed at the object that lacks it, as validate
        // prints it; the editor underlines the misspelled key, which the quick fix renames.
        if case .renameKey(let object, let from, _)? = diagnostic.fix, let steps = JSONAddressStep.steps(ofPath: object) {
            let outline = JSONOutline(bytes: document.bytes)
            if let node = outline.node(at: steps), let member = outline.nodes[node].members.first(where: { $0.key == from }) {
                return document.range(of: member.keySpan)
            }
        }
        // A fault in the JSON text itself is one character (a raw tab, an escape's backslash, a
        // stray byte): underlined alone, where a value's extent would skip white space.
        if diagnostic.code.isInJSONText {
            let bytes = document.bytes
            guard start < bytes.count else { return document.range(of: bytes.count..<bytes.count) }
            var end = start + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return document.range(of: start..<end)
        }
        return document.range(of: ValueExtent.span(at: start, in: document.bytes))
    }

    private static func published(_ diagnostic: Diagnostic, range: TextRange) -> PublishedDiagnostic {
        PublishedDiagnostic(
            range: range, severity: diagnostic.severity == .error ? 1 : 2, code: diagnostic.code.rawValue,
            // No link: feedterm owns no address where its codes are explained.
            codeDescription: nil, source: "feedterm",
            // The feed's keys and text are in messages: printed as validate prints them.
            message: TextSanitizer.printableLine("\(diagnostic.path): \(diagnostic.message)")
        )
    }
}
