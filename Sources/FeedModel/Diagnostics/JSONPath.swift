/// Spells a Codable coding path as a JSON path: `$.modules[3].deals_for_you.items[1]`.
public enum JSONPath {
    /// The path of the document's root.
    public static let root = "$"

    /// `codingPath` as a JSON path.
    public static func string(for codingPath: [any CodingKey]) -> String {
        var path = root
        path.reserveCapacity(1 + 12 * codingPath.count)
        for key in codingPath {
            append(key, to: &path)
        }
        return path
    }

    /// Appends one key: an index as `[n]`, a plain name as `.name`, anything else quoted.
    static func append(_ key: any CodingKey, to path: inout String) {
        if let index = key.intValue {
            path += "["
            path += String(index)
            path += "]"
            return
        }
        let name = key.stringValue
        if isPlainName(name) {
            path += "."
            path += name
        } else {
            // A backslash and a quote are escaped, as in a JSON string.
            path += "[\""
            for character in name {
                if character == "\\" || character == "\"" { path += "\\" }
                path.append(character)
            }
            path += "\"]"
        }
    }

    /// Whether `name` is ASCII letters, digits and `_`, not starting with a digit; looked at
    /// byte by byte, since every diagnostic and reference spells a path.
    private static func isPlainName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || byte == UInt8(ascii: "_")
    }
}
