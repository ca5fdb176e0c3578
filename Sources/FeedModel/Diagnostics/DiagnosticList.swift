/// Several located problems thrown at once: what `JSONDocument` throws for a file whose type
/// read on past its first problem (`FieldErrors`).
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    /// The problems, each with its place.
    public let diagnostics: [Diagnostic]

    /// The problems `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
