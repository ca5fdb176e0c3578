import FeedModel
import FeedRendering
import Foundation
import Testing

struct ThemeTests {
    @Test func everyBuiltInThemeStylesEveryRole() {
        for theme in Theme.builtIn.values {
            for role in TextRole.allCases {
                #expect(theme.roles[role] != nil, "\(theme.name) lacks \(role)")
            }
        }
    }

    @Test func monoUsesNoColourButKeepsFocusVisible() {
        for role in TextRole.allCases {
            #expect(Theme.mono.style(role).foreground == nil)
            #expect(Theme.mono.style(role).background == nil)
        }
        #expect(Theme.mono.style(.focus).attributes.contains(.reverse))
    }

    @Test func colourDepthsDegradeTheSameTheme() {
        let orange = Theme.shop.style(.buttonPrimary)
        #expect(ColorDepth.trueColor.degrade(orange).background == .rgb(HexColor(red: 0xF1, green: 0x64, blue: 0x1E)))
        #expect(ColorDepth.indexed256.degrade(orange).background == .indexed(202))
        #expect(ColorDepth.ansi16.degrade(orange).background == .indexed(9))
        #expect(ColorDepth.none.degrade(orange) == Style(attributes: .bold))
    }

    @Test func depthIsDetectedFromTheEnvironment() {
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-direct"]) == .trueColor)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color"]) == .indexed256)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm"]) == .ansi16)
        #expect(ColorDepth.detect(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorDepth.detect(environment: [:]) == .none)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .none)
    }

    @Test func themeFileOverridesItsBase() throws {
        let json = ##"{"name": "night", "base": "mono", "palette": {"primary": "#112233"}, "roles": {"title": {"foreground": "primary", "attributes": ["italic"]}}}"##
        let theme = try ThemeFile.parse(Data(json.utf8))
        #expect(theme.name == "night")
        #expect(theme.style(.title) == Style(foreground: .rgb(HexColor(red: 0x11, green: 0x22, blue: 0x33)), attributes: .italic))
        #expect(theme.style(.focus) == Theme.mono.style(.focus))
    }

    @Test(arguments: [
        (#"{"palette": {"primary": "orange"}}"#, #"t.json:1:25: palette.primary: expected a colour written #rrggbb, found "orange""#),
        (##"{"palette": {"brand": "#ffffff"}}"##, "t.json:1:23: palette.brand: unknown colour role 'brand'; allowed: primary, accent, sale,"),
        (#"{"roles": {"heading": {}}}"#, "t.json:1:23: roles.heading: unknown text role 'heading' (did you mean 'headline'?); allowed: title, headline,"),
        (#"{"base": "neon"}"#, "t.json:1:10: base: unknown base theme 'neon'; allowed: high-contrast, mono, shop"),
        ("{\n  \"roles\": {\"title\": {\"attributes\": [\"blink\"]}}}", "t.json:2:38: roles.title.attributes[0]: unknown attribute 'blink'; allowed: bold, dim, italic, underline, reverse, strikethrough"),
        (#"{"roles": {"title": {"foreground": "brnad"}}}"#, "roles.title.foreground: unknown colour role 'brnad'"),
        (#"{"pallete": {}}"#, "t.json:1:13: pallete: unknown key 'pallete' (did you mean 'palette'?)"),
        ("{", "t.json:1:2: malformed JSON: expected a key in double quotes, found the end of the document"),
    ])
    func badThemeFilesSayWhatIsWrong(json: String, complaint: String) {
        do {
            _ = try ThemeFile.parse(Data(json.utf8), source: "t.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect("\(error)".contains(complaint), "\(error)")
        }
    }
}
