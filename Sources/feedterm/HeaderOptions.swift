import ArgumentParser
import FeedBrowser
import FeedCommands
import FeedModel

/// `--header` and `--header-file`: a login for an HTTP source, sent to its own origin only
/// (docs/security.md says how they are kept out of output, logs and recordings).
struct HeaderOptions: ParsableArguments {
    @Option(name: .customLong("header"), help: ArgumentHelp("Send this header with every request to an HTTP source (repeatable), such as 'Authorization: Bearer …'. Never sent to a picture host. Prefer --header-file for a secret: argv is visible to other users and kept in shell history.", valueName: "NAME: VALUE"))
    var lines: [String] = []

    @Option(help: ArgumentHelp("Send the headers in this file, one NAME: VALUE a line ('#' starts a comment), with every request to an HTTP source. $FEEDTERM_HEADER_FILE names one too.", valueName: "file"), completion: .file())
    var headerFile: String?

    /// The headers to send: feedterm.json's `headers_from_env`, `$FEEDTERM_HEADER_FILE`, the
    /// file, then each `--header`; a variable the config names that is not set is said on
    /// stderr. A bad header is a `UsageError`, which the command line makes its usage error.
    func resolve(config: ProjectConfig?) throws -> RequestHeaders {
        try LoginHeaders.resolve(config: config, file: headerFile, lines: lines) { ProcessOutput.error("warning: \($0)\n") }
    }
}
