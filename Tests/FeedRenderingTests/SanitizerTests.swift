@testable import FeedRendering
import Testing

/// Text from a feed is shown, never obeyed (the layout format's Text from the server (docs/layout-format.md)).
struct SanitizerTests {
    /// True when no scalar of the text could move the cursor, change modes or reorder text.
    static func isInert(_ text: DisplayText) -> Bool {
        text.string.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            let control = value < 0x20 || (0x7F...0x9F).contains(value)
            return !control && scalar.properties.generalCategory != .format
        }
    }

    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "␛[31mred␛[0m"),  // CSI colour
        ("\u{1B}[2J\u{1B}[H", "␛[2J␛[H"),  // clear and home
        ("\u{1B}]0;owned\u{07}", "␛]0;owned␇"),  // OSC 0 title
        ("\u{1B}]52;c;SGVsbG8=\u{07}", "␛]52;c;SGVsbG8=␇"),  // OSC 52 clipboard
        ("\u{1B}]8;;http://x\u{1B}\\link", "␛]8;;http://x␛\\link"),  // OSC 8 link
        ("\u{1B}[8mhidden", "␛[8mhidden"),  // conceal
        ("PRICE 99\rFREE", "PRICE 99␍FREE"),
        ("bell\u{07}", "bell␇"),
        ("a\u{0}b", "a␀b"),  // NUL shown, nothing truncated
        ("back\u{08}space", "back␈space"),
        ("\u{9B}31m", "\u{FFFD}31m"),  // C1 CSI
        ("\u{9D}osc", "\u{FFFD}osc"),  // C1 OSC
        ("del\u{7F}", "del␡"),
        ("a\u{202E}cba\u{202C}d", "acbad"),  // bidi override removed
        ("x\u{2066}y\u{2069}z", "xyz"),  // isolates removed
        ("zero\u{200B}width\u{FEFF}", "zerowidth"),
        ("line\u{2028}sep\u{2029}para", "line sep para"),
        ("tab\there", "tab here"),
        ("new\nline", "new line"),
        ("crlf\r\nline", "crlf line"),
        ("vt\u{0B}ff\u{0C}", "vt␋ff␌"),  // vertical tab and form feed are controls, shown
    ])
    func controlsBecomeVisibleOrVanish(raw: String, shown: String) {
        let text = DisplayText(raw)
        #expect(text.string == shown)
        #expect(Self.isInert(text))
    }

    @Test func longTextKeepsLineFeedsAsParagraphs() {
        let paragraphs = DisplayText.paragraphs("First line.\r\nSecond\u{1B}[1m line.\n\nLast")
        #expect(paragraphs.map(\.string) == ["First line.", "Second␛[1m line.", "", "Last"])
    }

    @Test func aHugeTitleIsReadOnlyAsFarAsALineCanShow() {
        let huge = String(repeating: "x", count: 2_000_000)
        let text = DisplayText(huge)
        #expect(text.width == DisplayText.lineLimit)
        #expect(text.truncated(to: 40).width == 40)
    }
}
