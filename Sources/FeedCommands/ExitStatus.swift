/// The exit codes every subcommand uses.
package enum ExitStatus {
    /// Everything was read and nothing was lost (warnings allowed).
    package static let success: Int32 = 0
    /// A document had an error: a module was dropped, or the file could not be read.
    package static let documentError: Int32 = 1
    /// The command was called wrongly, or cannot run here (no terminal for browse).
    package static let usage: Int32 = 2
}
