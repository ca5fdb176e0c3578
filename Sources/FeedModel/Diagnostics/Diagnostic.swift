/// One problem found in a layout document, with the JSON path where it was found.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public var severity: Severity
    /// Where the problem is, as a JSON path such as `$.modules[3].deals_for_you.items[1]`.
    public var path: String
    /// What is wrong, in words a server engineer acts on.
    public var message: String
    /// Where in the text, for problems found while reading the JSON itself.
    public var location: SourceLocation?

    public init(severity: Severity, path: String, message: String, location: SourceLocation? = nil) {
        self.severity = severity
        self.path = path
        self.message = message
        self.location = location
    }

    public static func error(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, path: path, message: message)
    }

    public static func warning(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(severity: .warning, path: path, message: message)
    }

    public var description: String { "\(path): \(severity.rawValue): \(message)" }
}
