import ArgumentParser
import FeedCommands
import FeedRendering

/// `--color auto|always|never` on the command line.
extension ColorChoice: ExpressibleByArgument {}

/// `--images auto|cells|off|kitty|sixel|iterm` on the command line.
extension PictureMode: ExpressibleByArgument {}
extension LayoutDiffReport.Format: ExpressibleByArgument {}
extension TerminalBackground: ExpressibleByArgument {}
