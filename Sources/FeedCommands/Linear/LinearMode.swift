import FeedBrowser
import FeedModel
import FeedRendering
import Foundation

/// When `browse` reads linearly without being asked with `--linear`: when `ACCESSIBLE` is set
/// (to anything but empty or `0`, as gh and huh take it), or `TERM` is `dumb` (Emacs' shell).
package enum LinearMode {
    /// Whether the environment asks for the linear reading.
    package static func isAsked(by environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let accessible = environment["ACCESSIBLE"] ?? ""
        return (!accessible.isEmpty && accessible != "0") || environment["TERM"] == "dumb"
    }

    /// The size a linear reading lays screens out at: wide enough that an element's words are
    /// seldom cut, though nothing is drawn.
    package static let size = (width: 160, height: 48)

    /// Prints `modules`, the document `name`, as a linear reading says a screen (every item,
    /// no prompt): `preview --linear`.
    package static func print(_ modules: [Module], name: String, theme: Theme) {
        let runtime = BrowserRuntime(source: LinearDocumentSource(modules: modules, name: name), width: size.width, height: size.height, theme: theme)
        let session = LinearSession(runtime: runtime) { _ = ProcessOutput.writeAll($0, to: STDOUT_FILENO) }
        session.readWhole()
    }

    /// Reads `runtime` on standard output, taking commands from standard input (a terminal, a
    /// file or a pipe) until `quit` or its end. While it waits for a command, what the browser
    /// loads goes on arriving (a long document's rest).
    package static func run(_ runtime: BrowserRuntime) {
        let write: (String) -> Void = { _ = ProcessOutput.writeAll($0, to: STDOUT_FILENO) }
        // A command read from a file or a pipe is said after its prompt, as a terminal echoes
        // what is typed, so that the session reads whole.
        let echoes = isatty(STDIN_FILENO) != 1
        let input = LinearInput()
        LinearSession(runtime: runtime, write: write).run {
            let line = input.nextLine { runtime.takeFinishedLoads() }
            if echoes, let line { write(TextSanitizer.printableLine(line) + "\n") }
            return line
        }
    }
}
