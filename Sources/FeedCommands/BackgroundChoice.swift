import FeedModel
import FeedRendering
import Foundation

/// Which background the terminal has, for the theme's variant: `--background` when given,
/// else `COLORFGBG` (rxvt's, Konsole's), else what the terminal answered to `OSC 11`, else dark.
package enum BackgroundChoice {
    /// The background from what is known of it, in that order.
    package static func resolve(_ asked: TerminalBackground?, environment: [String: String] = ProcessInfo.processInfo.environment, answered: HexColor?) -> TerminalBackground {
        asked ?? environment["COLORFGBG"].flatMap(TerminalBackground.init(colorFGBG:)) ?? answered.map(TerminalBackground.init(color:)) ?? .dark
    }

    /// Whether the terminal needs asking: nothing said it already, and colour is drawn.
    package static func needsAsking(_ asked: TerminalBackground?, environment: [String: String] = ProcessInfo.processInfo.environment, drawsColour: Bool) -> Bool {
        drawsColour && asked == nil && environment["COLORFGBG"].flatMap(TerminalBackground.init(colorFGBG:)) == nil
    }
}
