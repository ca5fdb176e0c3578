import FoundationEssentials

/// What inspect says about one element, as lines: its JSON path, where it is in its file,
/// its module's type and id, its action, and its own JSON.
///
/// `preview --inspect` prints these for every element; browse's `i` shows them in a panel.
public enum InspectReport {
    /// `file` is the document's path or URL; `part` names the element within its module.
    public static func lines(for inspection: ElementInspection, file: String, moduleType: String, moduleID: String?, part: String, action: Action?) -> [String] {
        var lines = [
            "path    \(inspection.jsonPath)",
            "at      \(file):\(inspection.line):\(inspection.column)",
            "module  \(moduleType)" + (moduleID.map { " \"\($0)\"" } ?? "") + " · \(part)",
            "action  \(action.map(compact) ?? "none")",
            "json",
        ]
        lines += inspection.json.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        return lines
    }

    /// The action as one line of JSON, as a feed would send it.
    static func compact(_ action: Action) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(action)).map { String(decoding: $0, as: UTF8.self) } ?? action.typeName
    }
}
