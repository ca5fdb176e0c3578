import Foundation

/// Applies LSP text edits to a string as an editor does, UTF-16 positions and all.
enum TextEdits {
    struct Unreadable: Error {}

    static func apply(_ edits: [[String: Any]], to text: String) throws -> String {
        var units = Array(text.utf16)
        let sorted = try edits.map { edit -> (Int, Int, String) in
            guard let range = edit["range"] as? [String: [String: Int]], let start = range["start"], let end = range["end"], let newText = edit["newText"] as? String else { throw Unreadable() }
            return (offset(start, in: units), offset(end, in: units), newText)
        }.sorted { $0.0 > $1.0 }
        for (start, end, newText) in sorted {
            units.replaceSubrange(start..<end, with: Array(newText.utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func offset(_ position: [String: Int], in units: [UInt16]) -> Int {
        var line = 0, index = 0
        while line < position["line"]!, index < units.count {
            if units[index] == 10 { line += 1 }
            index += 1
        }
        return min(index + position["character"]!, units.count)
    }
}
