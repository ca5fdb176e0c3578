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
        let meaning = FormatDescriptions.moduleTypes[type] ?? (context.config.moduleTypes.contains(type) ? "A module type of the project's host (feedterm.json)." : "A module type the format does not know: clients show its fallback, or skip it.")
        var sections = ["**`\(TextSanitizer.printableLine(type))`** module: \(meaning)"]
        let decoded = decoded(module, document: document, outline: outline, context: context)
        if let versions = context.config.appVersions, let decoded {
            sections.append(versionsSection(decoded, type: type, versions: versions))
        }
        if let drawing = decoded.map({ PlainTextSerializer.lines(of: FeedRenderer().render($0, index: 0, width: drawingWidth)).joined(separator: "\n") }) {
            let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: drawing) + 1))
            sections.append("\(fence)text\n\(drawing)\n\(fence)")
        }
        return sections
    }

    /// The module as the latest client shows it, which the hover draws as `preview --module`
    /// does; nil when it does not decode (its diagnostics say why). A module of a type no one
    /// knows decodes to its fallback.
    private static func decoded(_ module: Int, document: TextDocument, outline: JSONOutline, context: ProjectContext) -> Module? {
        let span = outline.nodes[module].span
        guard outline.nodes[module].isClosed else { return nil }
        return context.config.decoder().decode(Data(document.bytes[span])).document?.modules.first
    }

    /// What each app version the project serves (feedterm.json's `clients`) shows in the
    /// module's place: the module, its fallback, or nothing.
    private static func versionsSection(_ decoded: Module, type: String, versions: AppVersions) -> String {
        // The decoder put the fallback in the place of a type it does not know at all.
        let replaced = decoded.type != type
        let chain = decoded.fallbackChain
        let lines = versions.clients.map { version -> String in
            let shows: String
            switch versions.shownDepth(of: decoded, at: version) {
            case nil: shows = "shows **nothing**"
            case 0 where !replaced: shows = "shows it"
            case let depth?: shows = "shows its fallback, a `\(TextSanitizer.printableLine(chain[depth].type))`"
            }
            return "- \(version) \(shows)"
        }
        return "**App versions** (feedterm.json's clients):\n" + lines.joined(separator: "\n")
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
