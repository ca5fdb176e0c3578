/// Spells a Codable coding path as a JSON path: `$.modules[3].deals_for_you.items[1]`.
public enum JSONPath {
    /// The path of the document's root.
    public static let root = "$"

    public static func string(for codingPath: [any CodingKey]) -> String {
        var path = root
        for key in codingPath {
            append(key, to: &path)
        }
        return path
    }

    /// Appends one key: an index as `[n]`, a plain name as `.name`, anything else quoted.
    static func append(_ key: any CodingKey, to path: inout String) {
        if let index = key.intValue {
            path += "[\(index)]"
        } else if isPlainName(key.stringValue) {
            path += "." + key.stringValue
        } else {
            let escaped = key.stringValue
                .replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\"", with: "\\\"")
            path += "[\"\(escaped)\"]"
        }
    }

    private static func isPlainName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}
