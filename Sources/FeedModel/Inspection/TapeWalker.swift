/// Walks a parsed document's tape by keys and indexes, as `ElementInspection` needs.
///
/// Each array it is asked into is indexed once (its elements' entries, and the elements by an
/// integer key when one is looked for), so inspecting every card of an 8,000-card grid is one
/// pass over the grid, not one pass per card.
struct TapeWalker {
    let bytes: UnsafeRawBufferPointer
    let entries: UnsafeBufferPointer<JSONTapeEntry>
    private let index = ArrayIndex()

    init(bytes: UnsafeRawBufferPointer, entries: UnsafeBufferPointer<JSONTapeEntry>) {
        self.bytes = bytes
        self.entries = entries
    }

    /// The arrays indexed so far, by their tape entry.
    private final class ArrayIndex {
        var elements: [Int: [Int]] = [:]
        /// For an array and a key: each element's position by the key's integer value (the first
        /// element with a value wins).
        var byKey: [Int: [String: [Int: Int]]] = [:]
    }

    /// Module `position` of the document, whichever of the three shapes it has, and its path.
    func module(at position: Int) -> (entry: Int, path: [AnyCodingKey])? {
        switch entries[0].kind {
        case .array:
            return element(position, of: 0).map { ($0, [AnyCodingKey(intValue: position)]) }
        case .object:
            guard let modules = member("modules", of: 0) else { return (0, []) }
            return element(position, of: modules).map { ($0, [AnyCodingKey("modules"), AnyCodingKey(intValue: position)]) }
        default:
            return nil
        }
    }

    /// The entry one step leads to from `entry`, and the key of that step.
    func follow(_ step: JSONAddressStep, from entry: Int) -> (entry: Int, key: AnyCodingKey)? {
        switch step {
        case .key(let name):
            return member(name, of: entry).map { ($0, AnyCodingKey(name)) }
        case .index(let index):
            return element(index, of: entry).map { ($0, AnyCodingKey(intValue: index)) }
        case .element(let key, let value, let fallback):
            if let position = positions(of: entry, byKey: key)[value], let child = element(position, of: entry) {
                return (child, AnyCodingKey(intValue: position))
            }
            return element(fallback, of: entry).map { ($0, AnyCodingKey(intValue: fallback)) }
        }
    }

    /// The value under `name` in the object at `entry`; the first, when a key repeats.
    func member(_ name: String, of entry: Int) -> Int? {
        guard entries[entry].kind == .object else { return nil }
        let wanted = Array(name.utf8)
        var key = entry + 1
        while key < Int(entries[entry].next) {
            let value = key + 1
            let text = entries[key]
            if Int(text.length) == wanted.count, (0..<wanted.count).allSatisfy({ bytes[Int(text.start) + 1 + $0] == wanted[$0] }) {
                return value
            }
            key = Int(entries[value].next)
        }
        return nil
    }

    /// The element at `position` of the array at `entry`.
    func element(_ position: Int, of entry: Int) -> Int? {
        guard entries[entry].kind == .array, position >= 0 else { return nil }
        let children = elements(of: entry)
        return position < children.count ? children[position] : nil
    }

    /// The entries of the array at `entry`'s elements, listed the first time it is asked.
    private func elements(of entry: Int) -> [Int] {
        if let known = index.elements[entry] { return known }
        var children: [Int] = []
        var child = entry + 1
        while child < Int(entries[entry].next) {
            children.append(child)
            child = Int(entries[child].next)
        }
        index.elements[entry] = children
        return children
    }

    /// The positions of the array at `entry`'s elements by the integer under `key` in each.
    private func positions(of entry: Int, byKey key: String) -> [Int: Int] {
        guard entries[entry].kind == .array else { return [:] }
        if let known = index.byKey[entry]?[key] { return known }
        var positions: [Int: Int] = [:]
        for (position, child) in elements(of: entry).enumerated() {
            if let found = member(key, of: child), entries[found].kind == .number, let value = integer(at: found), positions[value] == nil {
                positions[value] = position
            }
        }
        index.byKey[entry, default: [:]][key] = positions
        return positions
    }

    private func integer(at entry: Int) -> Int? {
        let text = entries[entry]
        return Int(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[Int(text.start)..<Int(text.start + text.length)]), as: UTF8.self))
    }
}
