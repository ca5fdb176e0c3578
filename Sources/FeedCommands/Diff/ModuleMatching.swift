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

    init(old: [ModuleTexts.Module], new: [ModuleTexts.Module]) {
        let oldKeys = Self.keys(of: old), newKeys = Self.keys(of: new)
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

    /// Each module's identity: `id:<id>`, else `type:<type>#<n>`, the n-th of its type.
    static func keys(of modules: [ModuleTexts.Module]) -> [String] {
        let ordinals = self.ordinals(of: modules)
        return modules.indices.map { index in
            if let id = modules[index].id { return "id:" + id }
            return "type:\(typeName(of: modules[index]))#\(ordinals[index])"
        }
    }

    /// For each module, how many of its type come before it: counted in one pass.
    static func ordinals(of modules: [ModuleTexts.Module]) -> [Int] {
        var seen: [String: Int] = [:]
        return modules.map { module in
            let type = typeName(of: module)
            defer { seen[type, default: 0] += 1 }
            return seen[type] ?? 0
        }
    }

    static func typeName(of module: ModuleTexts.Module) -> String {
        module.type ?? "?"
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
