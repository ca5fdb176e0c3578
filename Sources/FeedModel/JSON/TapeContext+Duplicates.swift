/// Keys written twice in one object, which the parser flags on the object's tape entry.
extension TapeContext {
    /// An error at the second of each pair of equal keys in the objects of tape indices
    /// `range`, naming the first's line; objects inside `skipping` are left out.
    ///
    /// - Complexity: O(1) for a range whose values hold no duplicate (the parser marks those
    /// that do), else O(entries of the containers that do), and O(members²) for each object found.
    func duplicateKeyDiagnostics(in range: Range<Int>, skipping: Range<Int>? = nil, consequence: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if let skipping, skipping.contains(index) {
                index = skipping.upperBound
                continue
            }
            let entry = entries[index]
            let isContainer = entry.kind == .object || entry.kind == .array
            if isContainer, !entry.holdsDuplicateKey {
                index = Int(entry.next)
                continue
            }
            if entry.kind == .object, entry.flag {
                found += duplicates(in: index, consequence: consequence)
            }
            index += 1
        }
        return found
    }

    private func duplicates(in object: Int, consequence: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var keys: [Int] = []
        var index = object + 1
        while index < Int(entries[object].next) {
            if let first = keys.first(where: { JSONString.sameKey(entries[$0], entries[index], in: bytes) }) {
                let name = JSONString.decode(entries[index], in: bytes)
                let firstLine = checks?.lineIndex.map { index in
                    let place = index.location(of: entries[first].offset)
                    return " (first at line \(place.line), column \(place.column))"
                } ?? ""
                found.append(.error(
                    JSONPath.string(for: codingPath(to: object) + [AnyCodingKey(name)]),
                    "duplicate key '\(name)'\(firstLine); clients disagree on which value wins; \(consequence)",
                    code: .duplicateKey, at: entries[index].offset
                ))
            } else {
                keys.append(index)
            }
            index = Int(entries[index + 1].next)
        }
        return found
    }
}
