/// Walks a parsed document's tape by keys and indexes, as `ElementInspection` needs.
struct TapeWalker {
    let bytes: UnsafeRawBufferPointer
    let entries: UnsafeBufferPointer<JSONTapeEntry>

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
            var index = 0
            var child = entry + 1
            while entries[entry].kind == .array, child < Int(entries[entry].next) {
                if let found = member(key, of: child), entries[found].kind == .number, integer(at: found) == value {
                    return (child, AnyCodingKey(intValue: index))
                }
                index += 1
                child = Int(entries[child].next)
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

    /// The element at `index` of the array at `entry`.
    func element(_ index: Int, of entry: Int) -> Int? {
        guard entries[entry].kind == .array, index >= 0 else { return nil }
        var child = entry + 1
        for _ in 0..<index {
            guard child < Int(entries[entry].next) else { return nil }
            child = Int(entries[child].next)
        }
        return child < Int(entries[entry].next) ? child : nil
    }

    private func integer(at entry: Int) -> Int? {
        let text = entries[entry]
        return Int(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[Int(text.start)..<Int(text.start + text.length)]), as: UTF8.self))
    }
}
