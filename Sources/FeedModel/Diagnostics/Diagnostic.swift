/// One problem found in a layout document: how serious, where (JSON path, line and column)
/// and what, with a stable code.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Error or warning.
    public var severity: Severity
    /// Where the problem is, as a JSON path such as `$.modules[3].deals_for_you.items[1]`.
    public var path: String
    /// What is wrong, in words a server engineer acts on.
    public var message: String
    /// The kind of problem; stable across versions.
    public var code: DiagnosticCode
    /// The line and column of the value at fault, or of the object that lacks a key. Nil only
    /// when there is no text to point into (a file that cannot be read).
    public var location: SourceLocation?
    /// The byte offset that `location` was computed from.
    public var byteOffset: Int?
    /// The edit its "did you mean" names, when the message suggests one.
    public var fix: DiagnosticFix?

    /// A diagnostic with every field; `location` is usually filled in later from `byteOffset`.
    public init(severity: Severity, path: String, message: String, code: DiagnosticCode, location: SourceLocation? = nil, byteOffset: Int? = nil, fix: DiagnosticFix? = nil) {
        self.severity = severity
        self.path = path
        self.message = message
        self.code = code
        self.location = location
        self.byteOffset = byteOffset
        self.fix = fix
    }

    /// An error at `path`, at `byteOffset` in the text.
    public static func error(_ path: String, _ message: String, code: DiagnosticCode, at byteOffset: Int? = nil, fix: DiagnosticFix? = nil) -> Diagnostic {
        Diagnostic(severity: .error, path: path, message: message, code: code, byteOffset: byteOffset, fix: fix)
    }

    /// A warning at `path`, at `byteOffset` in the text.
    public static func warning(_ path: String, _ message: String, code: DiagnosticCode, at byteOffset: Int? = nil, fix: DiagnosticFix? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, path: path, message: message, code: code, byteOffset: byteOffset, fix: fix)
    }

    /// The same problem, its message led by `context`: which document, or which load, it is of.
    public func prefixed(_ context: String) -> Diagnostic {
        var diagnostic = self
        diagnostic.message = context + message
        return diagnostic
    }

    /// `LINE:COL: severity: PATH: message [CODE]`, as the browser lists a screen's problems.
    public var description: String {
        let place = location.map { "\($0.line):\($0.column): " } ?? ""
        return "\(place)\(severity.rawValue): \(path): \(message) [\(code.rawValue)]"
    }
}
