/// The shape of a JSON document as an editor holds it mid-edit: every value with its bytes,
/// read tolerantly, so a missing comma, half a key or an unclosed brace still leaves the rest
/// of the tree in place for completion, hover and quick fixes.
///
/// It judges nothing: the strict parser says what is wrong; this only says where things are.
struct JSONOutline: Sendable {
    private(set) var nodes: [OutlineNode] = []
    /// The top-level value's node.
    private(set) var root: Int?

    /// What an object is waiting for next.
    private enum ObjectState {
        case key, colon, value, comma
    }

    /// Scans `bytes` once.
    /// - Complexity: O(n) in the document's bytes.
    init(bytes: [UInt8]) {
        var scanner = JSONTokenScanner(bytes: bytes)
        var stack: [(node: Int, state: ObjectState, pendingMember: Int?)] = []
        while let token = scanner.next() {
            switch token.kind {
            case .open(let isObject):
                let node = add(OutlineNode(kind: isObject ? .object : .array, span: token.span.lowerBound..<bytes.count, isClosed: false), under: &stack)
                if let node { stack.append((node, .key, nil)) }
            case .close(let isObject):
                // Closes the innermost container of that kind, and any left open inside it.
                guard let depth = stack.lastIndex(where: { (nodes[$0.node].kind == .object) == isObject }) else { continue }
                while stack.count > depth {
                    let open = stack.removeLast()
                    nodes[open.node].span = nodes[open.node].span.lowerBound..<token.span.upperBound
                    nodes[open.node].isClosed = stack.count == depth
                }
                valueEnded(in: &stack)
            case .colon:
                if let top = stack.last, nodes[top.node].kind == .object, top.state == .colon {
                    stack[stack.count - 1].state = .value
                }
            case .comma:
                if let top = stack.last, nodes[top.node].kind == .object {
                    stack[stack.count - 1].state = .key
                    stack[stack.count - 1].pendingMember = nil
                }
            case .string(let value, let isClosed):
                if let top = stack.last, nodes[top.node].kind == .object, top.state != .value {
                    // A string where a key belongs (or after a value, a comma missing).
                    nodes[top.node].members.append(OutlineNode.Member(key: value, keySpan: token.span, value: nil))
                    stack[stack.count - 1].state = .colon
                    stack[stack.count - 1].pendingMember = nodes[top.node].members.count - 1
                } else {
                    _ = add(OutlineNode(kind: .string, span: token.span, string: value, isClosed: isClosed), under: &stack)
                    valueEnded(in: &stack)
                }
            case .scalar:
                if let top = stack.last, nodes[top.node].kind == .object, top.state != .value { continue }
                _ = add(OutlineNode(kind: .scalar, span: token.span), under: &stack)
                valueEnded(in: &stack)
            }
        }
    }

    /// Adds a value where the stack is: as the pending member's value, the next element, or the
    /// root. Nil when there is no place for it (a second top-level value).
    private mutating func add(_ node: OutlineNode, under stack: inout [(node: Int, state: ObjectState, pendingMember: Int?)]) -> Int? {
        var node = node
        let index = nodes.count
        if let top = stack.last {
            node.parent = top.node
            if nodes[top.node].kind == .array {
                node.step = .index(nodes[top.node].elements.count)
                nodes[top.node].elements.append(index)
            } else if let member = top.pendingMember, top.state == .value {
                node.step = .key(nodes[top.node].members[member].key)
                nodes[top.node].members[member].value = index
            } else {
                return nil
            }
        } else {
            guard root == nil else { return nil }
            root = index
        }
        nodes.append(node)
        return index
    }

    /// After a value, an object waits for a comma.
    private func valueEnded(in stack: inout [(node: Int, state: ObjectState, pendingMember: Int?)]) {
        guard let top = stack.last, nodes[top.node].kind == .object else { return }
        stack[stack.count - 1].state = .comma
    }
}
