/// Every problem of a file read on past its first (a flow file), thrown once it has all been
/// read, so that one run reports them all.
public struct FieldErrors: Error, Sendable {
    /// The problems, in the order they were found.
    public let errors: [FieldError]

    /// The problems `errors`.
    public init(_ errors: [FieldError]) {
        self.errors = errors
    }
}
