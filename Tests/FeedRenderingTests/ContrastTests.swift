import FeedModel
@testable import FeedRendering
import Foundation
import Testing

/// Every built-in theme is readable: at every colour depth, for every text role, focused or
/// not, text stands out from its background by at least WCAG's 4.5:1 (3:1 for frames, which
/// are not text), after reverse video.
///
/// The terminal's own colours (for roles that leave one out) are taken as a dark terminal's:
/// xterm's white (#E5E5E5) on black; the 16 ANSI colours as xterm draws them. Dim is not
/// modelled.
struct ContrastTests {
    static let terminalForeground = HexColor(red: 0xE5, green: 0xE5, blue: 0xE5)
    static let terminalBackground = HexColor(red: 0x00, green: 0x00, blue: 0x00)

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

    /// The colours a person sees for a style: foreground and background, reverse applied.
    static func seen(_ style: Style) -> (text: HexColor, background: HexColor) {
        let text = rgb(style.foreground, default: terminalForeground)
        let background = rgb(style.background, default: terminalBackground)
        return style.attributes.contains(.reverse) ? (background, text) : (text, background)
    }

    @Test(arguments: Theme.builtIn.keys.sorted(), ColorDepth.allCases)
    func everyRoleIsReadableFocusedOrNot(themeName: String, depth: ColorDepth) throws {
        let theme = try #require(Theme.builtIn[themeName])
        for role in TextRole.allCases {
            let style = theme.style(role)
            for (state, shown) in [("", style), (" focused", style.focused(with: theme.style(.focus)))] {
                let (text, background) = Self.seen(depth.degrade(shown))
                let ratio = Self.contrast(text, background)
                let needed = role == .border ? 3.0 : 4.5
                #expect(ratio >= needed, "\(themeName) at \(depth.rawValue): \(role.rawValue)\(state) is \(text) on \(background), \((ratio * 100).rounded() / 100):1")
            }
        }
    }

    @Test func aFocusedPrimaryButtonIsNotItsOwnColourOnItself() {
        let style = Theme.shop.style(.buttonPrimary).focused(with: Theme.shop.style(.focus))
        let (text, background) = Self.seen(style)
        #expect(text != background)
    }
}
