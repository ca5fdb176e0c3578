/// A reason a command cannot run with what it was given, shown as it is.
struct ValidationErrorMessage: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
