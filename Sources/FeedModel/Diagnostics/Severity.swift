/// How serious a diagnostic is.
///
/// An error means something the server sent was lost (a module dropped, or the whole document
/// unreadable); a warning means feedterm recovered without losing a module.
public enum Severity: String, Sendable, Codable, Comparable {
    /// A client would show something wrongly, or drop a part; the rest shows.
    case warning
    /// A module, or the whole document, is dropped.
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
