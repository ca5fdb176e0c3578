import FeedModel
@testable import FeedRendering
import Foundation
import Testing

/// Every built-in theme is readable: at every colour depth, for every text role, focused or
/// not, text stands out from its background by at least WCAG's 4.5:1 (3:1 for frames, which
/// are not text), after reverse video.
///
/// Each theme is measured on both backgrounds, as its variant for each draws (`variant(on:)`).
/// The terminal's own colours (for roles that leave one out) are taken as a dark terminal's,
/// xterm's white (#E5E5E5) on black, or a light one's, black on white; the 16 ANSI colours as
/// xterm draws them, each text colour chosen readable on the background it is drawn on, the
/// terminal's own where the style has none (`ColorDepth.degrade(_:on:)`). Dim is not modelled.
struct ContrastTests {
    static func terminalColours(_ background: TerminalBackground) -> (text: HexColor, background: HexColor) {
        background == .dark ? (HexColor(red: 0xE5, green: 0xE5, blue: 0xE5), HexColor(red: 0, green: 0, blue: 0)) : (HexColor(red: 0, green: 0, blue: 0), HexColor(red: 0xFF, green: 0xFF, blue: 0xFF))
    }

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ color: HexColor) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    static func contrast(_ a: HexColor, _ b: HexColor) -> Double {
        let (light, dark) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (light + 0.05) / (dark + 0.05)
    }

    static func rgb(_ color: TerminalColor?, default fallback: HexColor) -> HexColor {
        switch color {
        case .rgb(let rgb)?: rgb
        case .indexed(let index)?: XtermPalette.rgb(of: index)
        case nil: fallback
        }
    }

    /// The colours a person sees for a style on a terminal of `terminal`'s background:
    /// foreground and background, reverse applied.
    static func seen(_ style: Style, on terminal: TerminalBackground = .dark) -> (text: HexColor, background: HexColor) {
        let colours = terminalColours(terminal)
        let text = rgb(style.foreground, default: colours.text)
        let background = rgb(style.background, default: colours.background)
        return style.attributes.contains(.reverse) ? (background, text) : (text, background)
    }

    @Test(arguments: Theme.builtIn.keys.sorted(), ColorDepth.allCases)
    func everyRoleIsReadableFocusedOrNotOnBothBackgrounds(themeName: String, depth: ColorDepth) throws {
        for terminal in TerminalBackground.allCases {
            let theme = try #require(Theme.builtIn[themeName]).variant(on: terminal)
            for role in TextRole.allCases {
                let style = theme.style(role)
                for (state, shown) in [("", style), (" focused", style.focused(with: theme.style(.focus)))] {
                    let (text, background) = Self.seen(depth.degrade(shown, on: terminal), on: terminal)
                    let ratio = Self.contrast(text, background)
                    let needed = role == .border ? 3.0 : 4.5
                    #expect(ratio >= needed, "\(themeName) on \(terminal) at \(depth.rawValue): \(role.rawValue)\(state) is \(text) on \(background), \((ratio * 100).rounded() / 100):1")
                }
            }
        }
    }

    /// The search bar on a light terminal was the terminal's black on #3A3A3A, 1.8:1.
    @Test func theSearchBarIsReadableOnWhite() {
        let (text, background) = Self.seen(Theme.shop.variant(on: .light).style(.searchField), on: .light)
        #expect(Self.contrast(text, background) >= 4.5)
        let (darkText, darkBackground) = Self.seen(Theme.shop.style(.searchField), on: .light)
        #expect(Self.contrast(darkText, darkBackground) < 4.5, "the dark theme on white is what the light one mends")
    }

    @Test func theBackgroundIsReadFromAColourOrCOLORFGBG() {
        #expect(TerminalBackground(color: HexColor(red: 0xFF, green: 0xFF, blue: 0xFF)) == .light)
        #expect(TerminalBackground(color: HexColor(red: 0x1E, green: 0x1E, blue: 0x1E)) == .dark)
        #expect(TerminalBackground(colorFGBG: "0;15") == .light && TerminalBackground(colorFGBG: "15;0") == .dark)
        #expect(TerminalBackground(colorFGBG: "0;default;15") == .light && TerminalBackground(colorFGBG: "nonsense") == nil)
    }

    @Test func aFocusedPrimaryButtonIsNotItsOwnColourOnItself() {
        let style = Theme.shop.style(.buttonPrimary).focused(with: Theme.shop.style(.focus))
        let (text, background) = Self.seen(style)
        #expect(text != background)
    }
}
