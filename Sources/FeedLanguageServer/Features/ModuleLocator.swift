/// Where a document's modules are in its outline: a feed's `modules`, an array of modules,
/// or the one module a document can be.
enum ModuleLocator {
    /// Each module's object node, in order.
    static func modules(in outline: JSONOutline) -> [Int] {
        guard let root = outline.root else { return [] }
        switch outline.nodes[root].kind {
        case .array:
            return outline.nodes[root].elements.filter { outline.nodes[$0].kind == .object }
        case .object:
            if let modules = outline.member("modules", of: root)?.value, outline.nodes[modules].kind == .array {
                return outline.nodes[modules].elements.filter { outline.nodes[$0].kind == .object }
            }
            return outline.member("type", of: root) == nil ? [] : [root]
        default:
            return []
        }
    }

    /// The module whose object holds the innermost node of `chain`.
    static func module(in chain: [Int], of outline: JSONOutline) -> Int? {
        let modules = Set(modules(in: outline))
        return chain.last { modules.contains($0) }
    }
}
