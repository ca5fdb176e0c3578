import FeedModel

/// Completion where the cursor is: the keys an object may have (with what each means), the
/// module or action types after `"type": "`, and the values an enum allows (button styles).
enum CompletionProvider {
    static func items(at offset: Int, in document: TextDocument, outline: JSONOutline, context: ProjectContext) -> [CompletionItem] {
        let chain = outline.chain(at: offset)
        guard let object = chain.last(where: { outline.nodes[$0].kind == .object }) else { return [] }
        let schema = context.schema
        // Inside a key being written: the object's keys, replacing it.
        if let member = outline.memberKey(at: offset, in: object) {
            return keys(of: object, outline: outline, schema: schema, except: member.keySpan).map { name, description in
                item(name, .property, description, replacing: member.keySpan, with: QuickFixes.quoted(name), in: document)
            }
        }
        // Inside a string value: what that key's value may be.
        if let string = chain.last, outline.nodes[string].kind == .string, outline.nodes[string].parent == object,
           let key = outline.memberHolding(string)?.key {
            return values(for: key, in: object, outline: outline, schema: schema).map { name, description in
                item(name, .enumMember, description, replacing: outline.nodes[string].span, with: QuickFixes.quoted(name), in: document)
            }
        }
        guard chain.last == object else { return [] }
        let here = offset..<offset
        switch previousByte(before: offset, in: document.bytes) {
        case UInt8(ascii: "{"), UInt8(ascii: ","):
            return keys(of: object, outline: outline, schema: schema, except: nil).map { name, description in
                item(name, .property, description, replacing: here, with: QuickFixes.quoted(name) + ": ", in: document)
            }
        case UInt8(ascii: ":"):
            guard let key = outline.nodes[object].members.last(where: { $0.keySpan.upperBound <= offset })?.key else { return [] }
            return values(for: key, in: object, outline: outline, schema: schema).map { name, description in
                item(name, .enumMember, description, replacing: here, with: QuickFixes.quoted(name), in: document)
            }
        default:
            return []
        }
    }

    /// The keys `object` may have that it has not yet (but the one being written).
    private static func keys(of object: Int, outline: JSONOutline, schema: SchemaNavigator, except editing: Range<Int>?) -> [(String, String?)] {
        guard let objectSchema = schema.schema(of: object, in: outline) else { return [] }
        let present = Set(outline.nodes[object].members.filter { $0.keySpan != editing }.map(\.key))
        return schema.properties(of: objectSchema).keys.sorted().filter { !present.contains($0) }.map { name in
            (name, schema.description(of: schema.properties(of: objectSchema)[name]))
        }
    }

    /// What the value under `key` of `object` may be: type names for `type`, else an enum's values.
    private static func values(for key: String, in object: Int, outline: JSONOutline, schema: SchemaNavigator) -> [(String, String?)] {
        guard let objectSchema = schema.schema(of: object, in: outline) else { return [] }
        if key == "type" {
            // A resolved schema keeps its `allOf`, so every type name is still there.
            return schema.typeNames(of: objectSchema).map { ($0.name, $0.description) }
        }
        guard let valueSchema = schema.properties(of: objectSchema)[key] else { return [] }
        return schema.enumValues(of: valueSchema).map { ($0, schema.description(of: valueSchema)) }
    }

    private static func item(_ label: String, _ kind: CompletionItem.Kind, _ description: String?, replacing span: Range<Int>, with text: String, in document: TextDocument) -> CompletionItem {
        CompletionItem(
            label: label, kind: kind, detail: nil, documentation: description.map { .init(value: $0) },
            textEdit: TextEdit(range: document.range(of: span), newText: text), insertTextFormat: 1
        )
    }

    /// The last byte before `offset` that is not white space.
    private static func previousByte(before offset: Int, in bytes: [UInt8]) -> UInt8? {
        var index = min(offset, bytes.count) - 1
        while index >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index -= 1 }
        return index >= 0 ? bytes[index] : nil
    }
}
