import ArgumentParser
import FeedCommands
import FeedTerminal
import Foundation

extension ColorOptions {
    /// The terminal taken over full-screen for `command` (`browse`, `snapshot review`), its
    /// colour as these options say; without one, that said on stderr and exit status 2.
    func startTerminal(for command: String) throws -> Terminal {
        do {
            return try Terminal.start(noColor: color.turnsTerminalColourOff(environment: ProcessInfo.processInfo.environment))
        } catch let refusal as TerminalUnavailable {
            ProcessOutput.error("feedterm \(command): \(refusal)\n")
            throw ExitCode(ExitStatus.usage)
        }
    }
}
