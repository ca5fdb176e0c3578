import FeedModel
import FeedRendering
import Foundation

/// Diagnostics of one or more files, printed the way `validate` and `preview` print them.
package struct DiagnosticReport {
    /// One diagnostic with the file it came from.
    package struct Entry: Encodable {
        package let file: String
        package let path: String
        package let severity: Severity
        package let message: String
        package let code: DiagnosticCode
        package let line: Int?
        package let column: Int?
    }

    package private(set) var entries: [Entry] = []

    /// A report of nothing yet.
    package init() {}

    /// Adds a file's diagnostics; `strict` turns warnings into errors.
    package mutating func add(_ diagnostics: [Diagnostic], file: String, strict: Bool = false) {
        for diagnostic in diagnostics {
            entries.append(Entry(
                file: file,
                path: diagnostic.path,
                severity: strict ? .error : diagnostic.severity,
                message: diagnostic.message,
                code: diagnostic.code,
                line: diagnostic.location?.line,
                column: diagnostic.location?.column
            ))
        }
    }

    package var errorCount: Int { entries.count { $0.severity == .error } }
    package var warningCount: Int { entries.count { $0.severity == .warning } }

    /// `FILE:LINE:COL: severity: PATH: message [CODE]`, one line each: the form compilers
    /// print, which editors and CI annotators read. A file that could not be read has no
    /// line and column. The file's name, the path and the message may hold a feed's text or a
    /// hostile file name, so each is printed through the sanitiser: a diagnostic is one line,
    /// and obeys nothing.
    package func humanLines(styles: OutputStyles = OutputStyles(enabled: false)) -> [String] {
        entries.map { entry in
            let place = entry.line.map { ":\($0):\(entry.column ?? 1)" } ?? ""
            let severity = entry.severity == .error ? styles.error("error:") : styles.warning("warning:")
            let text = TextSanitizer.printableLine("\(entry.path): \(entry.message)")
            return "\(styles.bold(TextSanitizer.printableLine(entry.file) + place + ":")) \(severity) \(text) \(styles.dim("[\(entry.code.rawValue)]"))"
        }
    }

    /// "2 files checked: 1 error, 3 warnings".
    package func summary(fileCount: Int, styles: OutputStyles = OutputStyles(enabled: false)) -> String {
        let files = fileCount == 1 ? "1 file" : "\(fileCount) files"
        let errors = plural(errorCount, "error"), warnings = plural(warningCount, "warning")
        return "\(files) checked: \(errorCount > 0 ? styles.error(errors) : errors), \(warningCount > 0 ? styles.warning(warnings) : warnings)"
    }

    /// A JSON array of `{"file", "path", "line", "column", "code", "severity", "message"}`
    /// objects; `[]` when there is nothing to report.
    package func json() throws -> String {
        guard !entries.isEmpty else { return "[]" }
        return String(decoding: try Self.encoder.encode(entries), as: UTF8.self)
    }

    /// The report as a SARIF 2.1.0 log, for code-scanning uploads; rules link to `docBase`
    /// when one is given.
    package func sarif(docBase: String? = nil) throws -> String {
        String(decoding: try Self.encoder.encode(SARIFLog(entries: entries, docBase: docBase)), as: UTF8.self)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
