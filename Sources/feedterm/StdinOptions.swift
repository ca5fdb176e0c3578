import ArgumentParser
import FeedCommands

/// `--stdin-filename NAME`: the name standard input (`-`) goes by in diagnostics and reports,
/// as `curl … | feedterm validate - --stdin-filename layouts/home.json` wants.
struct StdinOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The name standard input (-) goes by in diagnostics (default: <stdin>).", valueName: "name"))
    var stdinFilename: String?
}
