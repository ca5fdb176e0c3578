import ArgumentParser
import FeedCommands
import FeedModel
import FeedRendering

/// "Did you mean" for a mistyped subcommand (`feedterm previw`, `feedterm snapshot recrod`),
/// which ArgumentParser would only call an unexpected argument.
enum SubcommandSuggestion {
    /// The usage error for `arguments` (the command line without the program's name), when
    /// they name a subcommand that `root` or one of its subcommands does not have.
    static func problem(in arguments: [String], root: any ParsableCommand.Type) -> String? {
        var command = root
        var path = [root._commandName]
        for argument in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !argument.hasPrefix("-") else { return nil }
            let names = subcommands.map { $0._commandName } + ["help"]
            guard let next = subcommands.first(where: { $0._commandName == argument || $0.configuration.aliases.contains(argument) }) else {
                if argument == "help" { return nil }
                let suggestion = NearMiss.closest(to: argument, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                let known = names.filter { $0 != "help" }.joined(separator: ", ")
                return "Error: '\(TextSanitizer.printableLine(argument))' is not a \(path.joined(separator: " ")) command\(suggestion); the commands are \(known).\n  See '\(path.joined(separator: " ")) --help' for more information."
            }
            command = next
            path.append(next._commandName)
        }
        return nil
    }
}
