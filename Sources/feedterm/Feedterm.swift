import ArgumentParser
import FeedCommands
import FeedRendering
import Foundation

/// The `feedterm` command: see, check and browse server-driven layout feeds in a terminal.
@main
struct Feedterm: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedterm",
        abstract: "See, check and browse server-driven layout feeds in a terminal.",
        version: "feedterm \(FeedtermVersion.tool) (layout format \(FeedtermVersion.layoutFormat))",
        subcommands: [Browse.self, Preview.self, Validate.self, Snapshot.self, Diff.self, FlowCommand.self, Schema.self, LanguageServerCommand.self]
    )

    /// Runs the command, with exit code 2 for usage errors instead of ArgumentParser's 64,
    /// so scripts can tell "your file is bad" (1) from "you called me wrong" (2).
    static func main() {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            // A mistyped subcommand is looked for only when parsing failed: naming every
            // subcommand costs each run of a valid command a millisecond of type lookups.
            if let problem = SubcommandSuggestion.problem(in: Array(CommandLine.arguments.dropFirst()), root: Feedterm.self) {
                ProcessOutput.error(problem + "\n")
                Foundation.exit(ExitStatus.usage)
            }
            exit(for: error, usage: nil)
        }
        do {
            try command.run()
            ProcessOutput.finishWriting()
        } catch {
            // Thrown by run(), where ArgumentParser no longer knows which subcommand ran and
            // would show the root's usage: name the subcommand's own.
            exit(for: argumentParserError(for: error), usage: type(of: command))
        }
    }

    /// Prints the error as ArgumentParser does and exits; a usage error (a ValidationError)
    /// exits 2 with the usage of `subcommand`, or of whatever ArgumentParser parsed.
    private static func exit(for error: any Error, usage subcommand: (any ParsableCommand.Type)?) -> Never {
        // What was printed before the error must have reached its reader too.
        ProcessOutput.finishWriting()
        let code = exitCode(for: error)
        guard code == .validationFailure else {
            // Help and --version print to standard output as ArgumentParser does; anything
            // else is a message that may quote an argument, so it goes through printable.
            guard !code.isSuccess, !fullMessage(for: error).isEmpty else { exit(withError: error) }
            ProcessOutput.error(printable(fullMessage(for: error)) + "\n")
            Foundation.exit(code.rawValue)
        }
        var message = fullMessage(for: error)
        if let subcommand, subcommand != Feedterm.self, let validation = error as? ValidationError {
            let name = (["feedterm"] + Self.path(to: subcommand, in: Feedterm.self).map { $0._commandName }).joined(separator: " ")
            message = "Error: \(validation.message)\nUsage: \(usageString(for: subcommand))\n  See '\(name) --help' for more information."
        }
        ProcessOutput.error(printable(message) + "\n")
        Foundation.exit(ExitStatus.usage)
    }

    /// The commands library's ends as ArgumentParser's: a usage error as a `ValidationError`,
    /// an exit status as an `ExitCode`; any other error as it is.
    private static func argumentParserError(for error: any Error) -> any Error {
        switch error {
        case let usage as UsageError: ValidationError(usage.message)
        case let end as CommandExit: ExitCode(end.status)
        default: error
        }
    }

    /// `message` safe to print: ArgumentParser quotes arguments as they were given, so an
    /// argument holding an escape sequence or a line feed (`feedterm preview "$(cat name)"`)
    /// would reach the terminal raw or forge a line. Each argument is shown as the screen
    /// shows text, and so is every line.
    private static func printable(_ message: String) -> String {
        let quoted = CommandLine.arguments.dropFirst().reduce(message) { text, argument in
            let shown = TextSanitizer.printableLine(argument)
            return shown == argument || argument.isEmpty ? text : text.replacingOccurrences(of: argument, with: shown)
        }
        return quoted.split(separator: "\n", omittingEmptySubsequences: false).map { TextSanitizer.printableLine(String($0)) }.joined(separator: "\n")
    }

    /// The subcommands from `root` down to `target`, `target` included; empty when it is not below.
    private static func path(to target: any ParsableCommand.Type, in root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        for child in root.configuration.subcommands {
            if child == target { return [child] }
            let below = path(to: target, in: child)
            if !below.isEmpty { return [child] + below }
        }
        return []
    }
}
