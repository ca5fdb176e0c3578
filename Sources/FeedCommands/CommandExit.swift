/// A command's end with an exit status other than success, its message already printed.
///
/// The command line (`feedterm`) turns it into ArgumentParser's `ExitCode`: the commands
/// library knows nothing of argument parsing.
package struct CommandExit: Error, Equatable {
    /// The process's exit status (`ExitStatus`).
    package let status: Int32

    /// An end with `status`.
    package init(_ status: Int32) {
        self.status = status
    }
}
