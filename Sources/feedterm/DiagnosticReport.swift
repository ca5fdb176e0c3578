import FeedModel
import Foundation

/// Diagnostics of one or more files, printed the way `validate` and `preview` print them.
struct DiagnosticReport {
    /// One diagnostic with the file it came from.
    struct Entry: Encodable {
        let file: String
        let path: String
        let severity: Severity
        let message: String
        let line: Int?
        let column: Int?
    }

    private(set) var entries: [Entry] = []

    /// Adds a file's diagnostics; `strict` turns warnings into errors.
    mutating func add(_ diagnostics: [Diagnostic], file: String, strict: Bool = false) {
        for diagnostic in diagnostics {
            entries.append(Entry(
                file: file,
                path: diagnostic.path,
                severity: strict ? .error : diagnostic.severity,
                message: diagnostic.message,
                line: diagnostic.location?.line,
                column: diagnostic.location?.column
            ))
        }
    }

    var errorCount: Int { entries.count { $0.severity == .error } }
    var warningCount: Int { entries.count { $0.severity == .warning } }

    /// `FILE:PATH: severity: message`, one line each.
    var humanLines: [String] {
        entries.map { "\($0.file):\($0.path): \($0.severity.rawValue): \($0.message)" }
    }

    /// "2 files checked: 1 error, 3 warnings".
    func summary(fileCount: Int) -> String {
        let files = fileCount == 1 ? "1 file" : "\(fileCount) files"
        return "\(files) checked: \(plural(errorCount, "error")), \(plural(warningCount, "warning"))"
    }

    /// A JSON array of `{"file", "path", "severity", "message"}` objects (with line and column
    /// for errors in the JSON text itself).
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(entries), as: UTF8.self)
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
