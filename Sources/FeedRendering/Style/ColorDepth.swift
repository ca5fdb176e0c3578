import FeedModel

/// How many colours the terminal shows; every theme degrades faithfully to each.
public enum ColorDepth: String, Sendable, CaseIterable {
    /// 24-bit colour.
    case trueColor = "truecolor"
    /// xterm's 256 colours.
    case indexed256 = "256"
    /// The 16 ANSI colours.
    case ansi16 = "16"
    /// Attributes only: bold, underline, reverse still show.
    case none

    /// What the environment says: NO_COLOR or a dumb TERM is none; COLORTERM=truecolor or
    /// 24bit, or a `-direct` TERM, is truecolor; a TERM with 256 in its name is 256; any other
    /// terminal 16.
    public static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256") { return .indexed256 }
        return .ansi16
    }

    /// The style as this depth can show it on a terminal of `terminal`'s background. With 16
    /// colours, text takes the nearest colour that is readable on its background: the style's
    /// own, or the terminal's (black on a dark one, white on a light one).
    public func degrade(_ style: Style, on terminal: TerminalBackground = .dark) -> Style {
        let background = degrade(style.background)
        var foreground = degrade(style.foreground)
        if self == .ansi16, let wanted = style.foreground {
            let terminalBackground = terminal == .dark ? HexColor(red: 0, green: 0, blue: 0) : HexColor(red: 0xFF, green: 0xFF, blue: 0xFF)
            let backdrop = background.map(XtermPalette.rgb) ?? terminalBackground
            foreground = .indexed(XtermPalette.nearest16(XtermPalette.rgb(wanted), readableOn: backdrop))
        }
        return Style(foreground: foreground, background: background, attributes: style.attributes)
    }

    /// The colour as this depth can show it; nil (the terminal's own) at depth none.
    public func degrade(_ color: TerminalColor?) -> TerminalColor? {
        guard let color else { return nil }
        switch (self, color) {
        case (.none, _):
            return nil
        case (.trueColor, _):
            return color
        case (.indexed256, .indexed):
            return color
        case (.indexed256, .rgb(let rgb)):
            return .indexed(XtermPalette.nearest256(rgb))
        case (.ansi16, .indexed(let index)) where index < 16:
            return color
        case (.ansi16, .indexed(let index)):
            return .indexed(XtermPalette.nearest16(XtermPalette.rgb(of: index)))
        case (.ansi16, .rgb(let rgb)):
            return .indexed(XtermPalette.nearest16(rgb))
        }
    }
}
