import FeedModel
import FeedRendering
import Foundation

/// The quick fixes feedterm offers, only where the fix is certain: the rename a "did you mean"
/// names (a key, a module or action type), keeping one of a key written twice, and a
/// `fallback` for a module some app versions would show nothing for.
enum QuickFixes {
    static func actions(for entry: DocumentCheck.Entry, in document: TextDocument, outline: JSONOutline) -> [CodeAction] {
        let diagnostic = entry.diagnostic
        func action(_ title: String, _ edits: [TextEdit], preferred: Bool = true) -> CodeAction {
            CodeAction(title: TextSanitizer.printableLine(title), diagnostics: [entry.published], isPreferred: preferred, edit: WorkspaceEdit(changes: [document.uri: edits]))
        }
        switch diagnostic.fix {
        case .renameKey(let object, let from, let to)?:
            guard let steps = JSONAddressStep.steps(ofPath: object), let node = outline.node(at: steps),
                  let member = outline.nodes[node].members.first(where: { $0.key == from }) else { return [] }
            return [action("Rename '\(from)' to '\(to)'", [TextEdit(range: document.range(of: member.keySpan), newText: quoted(to))])]
        case .replaceString(let at, let from, let to)?:
            guard let steps = JSONAddressStep.steps(ofPath: at), let node = outline.node(at: steps), outline.nodes[node].string == from else { return [] }
            var edits = [TextEdit(range: document.range(of: outline.nodes[node].span), newText: quoted(to))]
            // A module's payload sits under a key equal to its type: renamed with it.
            if steps.last == .key("type"), let object = outline.nodes[node].parent, let payload = outline.nodes[object].members.first(where: { $0.key == from }) {
                edits.append(TextEdit(range: document.range(of: payload.keySpan), newText: quoted(to)))
            }
            return [action("Change '\(from)' to '\(to)'", edits)]
        case .addFallback(let module)?:
            return addFallback(to: module, in: document, outline: outline).map { action($0.title, [$0.edit], preferred: $0.preferred) }
        case nil:
            guard diagnostic.code == .duplicateKey else { return [] }
            return keepOne(of: diagnostic, in: document, outline: outline).map { action($0.title, $0.edits, preferred: false) }
        }
    }

    /// A fallback skeleton to fill in (a section header), or `"fallback": "drop"` to show nothing
    /// on purpose, added as the module's last member, on a line of its own where the members are.
    private static func addFallback(to module: String, in document: TextDocument, outline: JSONOutline) -> [(title: String, edit: TextEdit, preferred: Bool)] {
        guard let steps = JSONAddressStep.steps(ofPath: module), let node = outline.node(at: steps), outline.nodes[node].kind == .object,
              let last = outline.nodes[node].members.last, !outline.nodes[node].members.contains(where: { $0.key == "fallback" }) else { return [] }
        let end = last.value.map { outline.nodes[$0].span.upperBound } ?? last.keySpan.upperBound
        let keyStart = document.position(of: last.keySpan.lowerBound)
        let onOwnLine = keyStart.line > document.position(of: outline.nodes[node].span.lowerBound).line
        let separator = onOwnLine ? ",\n" + String(repeating: " ", count: keyStart.character) : ", "
        let insert = { (value: String) in TextEdit(range: document.range(of: end..<end), newText: separator + "\"fallback\": " + value) }
        return [
            ("Add a fallback for older app versions (a section header)", insert(#"{"type": "section_header", "section_header": {"title": "More to see in the latest app"}}"#), true),
            ("Add \"fallback\": \"drop\" (older app versions show nothing here, on purpose)", insert(#""drop""#), false),
        ]
    }

    /// For a key written twice: keep the first, or keep the last.
    private static func keepOne(of diagnostic: Diagnostic, in document: TextDocument, outline: JSONOutline) -> [(title: String, edits: [TextEdit])] {
        guard let steps = JSONAddressStep.steps(ofPath: diagnostic.path), case .key(let key)? = steps.last,
              let object = outline.node(at: Array(steps.dropLast())) else { return [] }
        let members = outline.nodes[object].members
        let named = members.indices.filter { members[$0].key == key }
        guard let first = named.first, let last = named.last, named.count > 1 else { return [] }
        let line = { (index: Int) in document.position(of: members[index].keySpan.lowerBound).line + 1 }
        return [
            ("Keep the first '\(key)' (line \(line(first))), remove the others", deletions(of: Set(named.dropFirst()), in: members, outline: outline, document: document)),
            ("Keep the last '\(key)' (line \(line(last))), remove the others", deletions(of: Set(named.dropLast()), in: members, outline: outline, document: document)),
        ]
    }

    /// Edits that remove members `removed` of an object with their commas, run by run, so the
    /// object stays well formed.
    private static func deletions(of removed: Set<Int>, in members: [OutlineNode.Member], outline: JSONOutline, document: TextDocument) -> [TextEdit] {
        func end(_ index: Int) -> Int {
            members[index].value.map { outline.nodes[$0].span.upperBound } ?? members[index].keySpan.upperBound
        }
        var edits: [TextEdit] = []
        var index = 0
        while index < members.count {
            guard removed.contains(index) else { index += 1; continue }
            var runEnd = index
            while removed.contains(runEnd + 1) { runEnd += 1 }
            let span: Range<Int>
            if index > 0 {
                span = end(index - 1)..<end(runEnd)
            } else if runEnd + 1 < members.count {
                span = members[index].keySpan.lowerBound..<members[runEnd + 1].keySpan.lowerBound
            } else {
                span = members[index].keySpan.lowerBound..<end(runEnd)
            }
            edits.append(TextEdit(range: document.range(of: span), newText: ""))
            index = runEnd + 1
        }
        return edits
    }

    /// A string as JSON writes it.
    static func quoted(_ string: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = (try? encoder.encode(string)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
