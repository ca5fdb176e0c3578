import ArgumentParser
import Foundation

/// The `feedterm` command: see, check and browse server-driven layout feeds in a terminal.
@main
struct Feedterm: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "feedterm",
        abstract: "See, check and browse server-driven layout feeds in a terminal.",
        version: "feedterm \(FeedtermVersion.tool) (layout format \(FeedtermVersion.layoutFormat))",
        subcommands: [Browse.self, Preview.self, Validate.self]
    )

    /// Runs the command, with exit code 2 for usage errors instead of ArgumentParser's 64,
    /// so scripts can tell "your file is bad" (1) from "you called me wrong" (2).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
    }
}
