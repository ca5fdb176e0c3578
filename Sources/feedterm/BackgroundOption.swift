import ArgumentParser
import FeedRendering

/// `--background light|dark`, on the commands that draw for a terminal: preview and browse.
struct BackgroundOption: ParsableArguments {
    @Option(help: "The terminal's background, for the theme's light or dark variant (default: COLORFGBG, else the terminal's answer to OSC 11, else dark).")
    var background: TerminalBackground?
}
