/// Why full-screen mode cannot start here, in words that say what to do instead.
public struct TerminalUnavailable: Error, CustomStringConvertible {
    public let description: String

    /// A refusal saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
