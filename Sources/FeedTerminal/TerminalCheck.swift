#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides, before touching ncurses, whether this process has a terminal it may take over.
///
/// ncurses itself would print "Error opening terminal" and exit, or draw garbage on a dumb
/// terminal, or write escape sequences into a redirected file; this refuses clearly instead.
public enum TerminalCheck {
    /// Why a process with `environment` and these streams cannot be given a full-screen browser;
    /// nil when it can. Pure, so every refusal is tested without a terminal.
    public static func refusal(environment: [String: String], stdinIsTerminal: Bool, stdoutIsTerminal: Bool, characterSet: String = "UTF-8") -> TerminalUnavailable? {
        guard stdinIsTerminal, stdoutIsTerminal else {
            return TerminalUnavailable("browse needs a terminal on standard input and output; to print a feed instead, use `feedterm preview FILE`")
        }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty else {
            return TerminalUnavailable("TERM is not set, so the terminal's abilities are unknown; set TERM (for example TERM=xterm-256color), or use `feedterm preview FILE`")
        }
        guard term != "dumb" else {
            return TerminalUnavailable("TERM=dumb cannot show a full-screen browser; use `feedterm preview FILE`")
        }
        // Under a non-UTF-8 locale ncurses would send each byte of a title as a character.
        guard TerminalLocale.isUTF8(characterSet) else {
            return TerminalUnavailable("the locale's character set is \(characterSet), not UTF-8, so titles and frames cannot be shown; set LANG=C.UTF-8 (or another UTF-8 locale), or use `feedterm preview FILE`, which prints ASCII")
        }
        return nil
    }

    /// The refusal for this process: its TERM, its standard streams and its locale.
    public static func refusalForThisProcess() -> TerminalUnavailable? {
        var environment: [String: String] = [:]
        if let term = getenv("TERM") {
            environment["TERM"] = String(cString: term)
        }
        return refusal(environment: environment, stdinIsTerminal: isatty(STDIN_FILENO) == 1, stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, characterSet: TerminalLocale.characterSet())
    }
}
