/// The exit codes every subcommand uses.
enum ExitStatus {
    /// Everything was read and nothing was lost (warnings allowed).
    static let success: Int32 = 0
    /// A document had an error: a module was dropped, or the file could not be read.
    static let documentError: Int32 = 1
    /// The command was called wrongly, or cannot run here (no terminal for browse).
    static let usage: Int32 = 2
}
