/// The command was called wrongly: exit status 2, with `message` and the command's usage.
///
/// The command line (`feedterm`) turns it into ArgumentParser's `ValidationError`, so that it
/// reads as one found while the arguments were parsed.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, as one sentence.
    package let message: String

    /// A usage error saying `message`.
    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
