import FeedModel

/// Whether the terminal draws on a dark background or a light one: a built-in theme has a
/// variant for each (`Theme.variant(on:)`), so that every letter stands out from it.
public enum TerminalBackground: String, Sendable, CaseIterable {
    /// Light text on a dark background: the built-in themes as they were first made.
    case dark
    /// Dark text on a light background (macOS Terminal's default, xterm's): the light variants.
    case light

    /// The background a colour is: light when its relative luminance is over one half's
    /// (WCAG's luminance of #BABABA), as xterm's and most terminals' light schemes are.
    public init(color: HexColor) {
        self = Contrast.luminance(color) > 0.5 ? .light : .dark
    }

    /// The background `COLORFGBG` ("15;0", rxvt's and Konsole's "foreground;background" in
    /// ANSI colour numbers) says; nil when it says none.
    public init?(colorFGBG: String) {
        guard let last = colorFGBG.split(separator: ";").last, let index = Int(last), (0...15).contains(index) else { return nil }
        // 7 (white) and 9 to 15 but 8 (grey) are light backgrounds in the 16-colour palette.
        self = index == 7 || (index >= 9 && index <= 15) ? .light : .dark
    }
}
