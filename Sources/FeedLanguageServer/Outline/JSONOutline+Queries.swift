import FeedModel

/// Finding values in an outline: by JSON path, by byte offset, by key.
extension JSONOutline {
    /// The node at `steps` from the root.
    func node(at steps: [JSONAddressStep]) -> Int? {
        guard var current = root else { return nil }
        for step in steps {
            switch step {
            case .key(let key):
                guard let value = nodes[current].members.last(where: { $0.key == key })?.value else { return nil }
                current = value
            case .index(let index):
                guard nodes[current].elements.indices.contains(index) else { return nil }
                current = nodes[current].elements[index]
            case .element(_, _, let index):
                // Diagnostics' paths, which this reads, hold keys and indexes only; an element
                // step (inspect's, by listing id) is taken at its index.
                guard nodes[current].elements.indices.contains(index) else { return nil }
                current = nodes[current].elements[index]
            }
        }
        return current
    }

    /// The nodes from the root down to the deepest value whose bytes hold `offset` (a position
    /// just after an unclosed container's last byte is still inside it).
    func chain(at offset: Int) -> [Int] {
        guard let root, contains(root, offset) else { return [] }
        var chain = [root]
        while let next = children(of: chain[chain.count - 1]).first(where: { contains($0, offset) }) {
            chain.append(next)
        }
        return chain
    }

    /// The member of object `node` named `key` (the last one, as most clients read it).
    func member(_ key: String, of node: Int) -> OutlineNode.Member? {
        nodes[node].members.last { $0.key == key }
    }

    /// The string value of member `key` of object `node`.
    func string(_ key: String, of node: Int) -> String? {
        member(key, of: node)?.value.flatMap { nodes[$0].string }
    }

    /// The member of object `node` whose key's token holds `offset`: after its opening quote,
    /// up to its end.
    func memberKey(at offset: Int, in node: Int) -> OutlineNode.Member? {
        nodes[node].members.first { $0.keySpan.lowerBound < offset && offset <= $0.keySpan.upperBound }
    }

    /// The member whose value is `node`.
    func memberHolding(_ node: Int) -> OutlineNode.Member? {
        guard let parent = nodes[node].parent else { return nil }
        return nodes[parent].members.first { $0.value == node }
    }

    /// The children of a container, in order.
    func children(of node: Int) -> [Int] {
        nodes[node].kind == .object ? nodes[node].members.compactMap(\.value) : nodes[node].elements
    }

    private func contains(_ node: Int, _ offset: Int) -> Bool {
        let span = nodes[node].span
        return span.lowerBound <= offset && (offset < span.upperBound || (!nodes[node].isClosed && offset == span.upperBound))
    }
}
