import FeedModel

/// Which module of an old document is which of a new one: by `id` where both have one, else by
/// type and which of that type it is (the second `promo_banner` is the second one). Matched
/// modules whose order among the matched changed are moved; the longest run that kept its
/// order stays in place, so one module inserted moves nothing else.
struct ModuleMatching {
    /// Each matched pair, as (old index, new index), in new order.
    let pairs: [(old: Int, new: Int)]
    /// The new indexes of matched modules that moved.
    let moved: Set<Int>

    init(old: [JSONValue], new: [JSONValue]) {
        let oldKeys = old.enumerated().map { Self.key(of: $0.element, at: $0.offset, in: old) }
        let newKeys = new.enumerated().map { Self.key(of: $0.element, at: $0.offset, in: new) }
        var oldIndex: [String: Int] = [:]
        for (index, key) in oldKeys.enumerated() where oldIndex[key] == nil { oldIndex[key] = index }
        var pairs: [(old: Int, new: Int)] = []
        var taken: Set<Int> = []
        for (index, key) in newKeys.enumerated() {
            if let match = oldIndex[key], taken.insert(match).inserted { pairs.append((match, index)) }
        }
        self.pairs = pairs
        // The longest subsequence of pairs whose old indexes increase stays; the rest moved.
        let kept = Self.longestIncreasing(pairs.map(\.old))
        moved = Set(pairs.indices.filter { !kept.contains($0) }.map { pairs[$0].new })
    }

    /// A module's identity: `id:<id>`, else `type:<type>#<n>` counting modules of its type before it.
    static func key(of module: JSONValue, at index: Int, in modules: [JSONValue]) -> String {
        if case .string(let id)? = module["id"] { return "id:" + id }
        let type = typeName(of: module)
        let ordinal = modules[..<index].count { typeName(of: $0) == type }
        return "type:\(type)#\(ordinal)"
    }

    static func typeName(of module: JSONValue) -> String {
        if case .string(let type)? = module["type"] { return type }
        return "?"
    }

    /// The positions in `values` of one longest strictly increasing subsequence (patience sorting).
    private static func longestIncreasing(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = [], previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var kept: Set<Int> = [], position = tails.last ?? -1
        while position >= 0 {
            kept.insert(position)
            position = previous[position]
        }
        return kept
    }
}
