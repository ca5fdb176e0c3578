import ArgumentParser
import FeedCommands
import FeedRendering
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--color auto|always|never`, on every command that prints for people.
struct ColorOptions: ParsableArguments {
    @Option(help: "auto: colour when the output is a terminal, TERM is not dumb and NO_COLOR is unset.")
    var color: ColorChoice = .auto

    /// The colour depth for what is written to `descriptor`.
    func depth(for descriptor: Int32 = STDOUT_FILENO) -> ColorDepth {
        color.depth(environment: ProcessInfo.processInfo.environment, stdoutIsTerminal: isatty(descriptor) == 1)
    }

    /// The styles for text written to `descriptor`: plain when colour is off there.
    func styles(for descriptor: Int32 = STDOUT_FILENO) -> OutputStyles {
        OutputStyles(enabled: depth(for: descriptor) != .none)
    }
}
