/// Several located problems thrown at once: what `JSONDocument` throws for a file whose type
/// read on past its first problem (`FieldErrors`).
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    /// The problems, each with its place.
    public let diagnostics: [Diagnostic]

    /// The problems `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// What to throw for `diagnostics` (at least one): the problem itself when there is one,
    /// so that a caller that catches a `Diagnostic` gets it as before, else the list.
    public static func error(of diagnostics: [Diagnostic]) -> any Error {
        diagnostics.count == 1 ? diagnostics[0] : DiagnosticList(diagnostics)
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
