/// Finds the name someone probably meant: `tilte` for `title`, `deals_for_yuo` for
/// `deals_for_you`, `nextPage` for `next_page`.
public enum NearMiss {
    /// The candidate closest to `name`: one spelled the same but for case, `_` and `-`
    /// (`nextPage`, `listing-grid`), else one at most one edit away (names of up to four
    /// characters) or two (longer names); nil when none is, or for an exact match.
    /// An edit is an insertion, a deletion, a substitution or a swap of neighbours.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let folded = fold(name)
        if let sameWord = candidates.first(where: { $0 != name && fold($0) == folded }) {
            return sameWord
        }
        let target = Array(name.unicodeScalars)
        let limit = target.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(target, Array(candidate.unicodeScalars), limit: limit)
            if distance <= limit, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `name` lowercased without `_` and `-`: how camelCase, snake_case and kebab-case
    /// spellings of one word compare equal.
    static func fold(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
    }

    /// The optimal string alignment distance, or `limit + 1` once it must exceed `limit`.
    /// - Complexity: O(n × m) for names n and m scalars long.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
