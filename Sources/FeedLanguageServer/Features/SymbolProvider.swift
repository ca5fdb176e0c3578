import FeedRendering

/// The outline of a feed for an editor: each module by its type, with its id beside it.
enum SymbolProvider {
    static func symbols(in document: TextDocument, outline: JSONOutline) -> [DocumentSymbol] {
        ModuleLocator.modules(in: outline).enumerated().map { index, module in
            let type = outline.string("type", of: module)
            let typeValue = outline.member("type", of: module)?.value
            let span = outline.nodes[module].span
            let selection = typeValue.map { outline.nodes[$0].span } ?? span.lowerBound..<min(span.upperBound, span.lowerBound + 1)
            return DocumentSymbol(
                name: type.map { TextSanitizer.printableLine($0) } ?? "module \(index) (no type)",
                detail: outline.string("id", of: module).map { "\"\(TextSanitizer.printableLine($0))\"" },
                kind: 2,
                range: document.range(of: span),
                selectionRange: document.range(of: selection)
            )
        }
    }
}
