import FeedModel
import FeedRendering
import Foundation

/// What hovering shows: on a key, what the format says it means; on an action, what the
/// browser does with it; on a module, its type's description and its drawing.
enum HoverProvider {
    /// Columns a module is drawn at: narrow enough for an editor's hover box.
    static let drawingWidth = 56

    static func hover(at offset: Int, in document: TextDocument, outline: JSONOutline, context: ProjectContext) -> HoverResult? {
        let chain = outline.chain(at: offset)
        guard let innermost = chain.last else { return nil }
        let module = ModuleLocator.module(in: chain, of: outline)
        // On a key: its meaning where it is.
        if let object = chain.last(where: { outline.nodes[$0].kind == .object }), let member = outline.memberKey(at: offset, in: object) {
            var sections: [String] = []
            let schema = context.schema.schema(of: object, in: outline)
            let keySchema = schema.flatMap { context.schema.properties(of: $0)[member.key] }
            sections.append("**`\(TextSanitizer.printableLine(member.key))`**" + (context.schema.description(of: keySchema).map { ": \($0)" } ?? " is not a key the format knows here."))
            if object == module, member.key == "type" || member.key == outline.string("type", of: object) {
                sections += moduleSections(module: object, document: document, outline: outline, context: context)
            }
            return HoverResult(markdown: sections.joined(separator: "\n\n"), range: document.range(of: member.keySpan))
        }
        // On an action: what the browser does.
        if let action = chain.last(where: { isAction($0, outline: outline, context: context) }), let type = outline.string("type", of: action) {
            let does = FormatDescriptions.actionTypes[type]
                ?? (context.config.actionTypes.contains(type) ? "Performed by the project's host (feedterm.json's action_types)." : "Unknown to the format: the browser shows it as inert.")
            return HoverResult(markdown: "**`\(TextSanitizer.printableLine(type))`** action: \(does)", range: document.range(of: outline.nodes[action].span))
        }
        guard let module else { return nil }
        let sections = moduleSections(module: module, document: document, outline: outline, context: context)
        return sections.isEmpty ? nil : HoverResult(markdown: sections.joined(separator: "\n\n"), range: document.range(of: outline.nodes[innermost == module ? module : innermost].span))
    }

    /// Whether `node` is an action: an object under an `action` key, or one whose type names an
    /// action.
    private static func isAction(_ node: Int, outline: JSONOutline, context: ProjectContext) -> Bool {
        guard outline.nodes[node].kind == .object, let type = outline.string("type", of: node) else { return false }
        return outline.memberHolding(node)?.key == "action" || FormatDescriptions.actionTypes[type] != nil || context.config.actionTypes.contains(type)
    }

    /// A module's type and what it means, then its drawing.
    private static func moduleSections(module: Int, document: TextDocument, outline: JSONOutline, context: ProjectContext) -> [String] {
        guard let type = outline.string("type", of: module) else { return [] }
        let meaning = FormatDescriptions.moduleTypes[type] ?? (context.config.moduleTypes.contains(type) ? "A module type of the project's host (feedterm.json)." : "A module type the format does not know: clients skip it.")
        var sections = ["**`\(TextSanitizer.printableLine(type))`** module: \(meaning)"]
        if let drawing = drawing(of: module, document: document, outline: outline, context: context) {
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: drawing) + 1))
            sections.append("\(fence)text\n\(drawing)\n\(fence)")
        }
        return sections
    }

    /// The module drawn alone, as `preview --module` draws it, in plain text; nil when it does
    /// not decode (its diagnostics say why).
    private static func drawing(of module: Int, document: TextDocument, outline: JSONOutline, context: ProjectContext) -> String? {
        let span = outline.nodes[module].span
        guard outline.nodes[module].isClosed else { return nil }
        let decoder = context.config.decoder()
        let result = decoder.decode(Data(document.bytes[span]))
        guard let decoded = result.document?.modules.first else { return nil }
        let buffer = FeedRenderer().render(decoded, index: 0, width: drawingWidth)
        return PlainTextSerializer.lines(of: buffer).joined(separator: "\n")
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
