@testable import FeedRendering
import Testing

/// Widths agree with glibc's wcwidth (what ncurses uses), after emoji sequences are reduced.
struct TextWidthTests {
    @Test(arguments: [
        ("abc", "abc", 3),
        ("中文", "中文", 4),
        ("👨‍👩‍👧", "👨", 2),  // ZWJ family: its first member
        ("👍🏽", "👍", 2),  // skin tone dropped
        ("❤️", "❤", 1),  // VS16 dropped: glibc and tmux both say 1
        ("1️⃣", "1", 1),  // keycap: its digit
        ("🇩🇪", "DE", 2),  // a flag: its letters
        ("e\u{301}", "e\u{301}", 1),  // combining acute stays on its base
        ("한국어", "한국어", 6),
        ("ｆｕｌｌ", "ｆｕｌｌ", 8),
    ])
    func reducedTextHasTheTerminalsWidth(raw: String, shown: String, width: Int) {
        let text = DisplayText(raw)
        #expect(text.string == shown)
        #expect(text.width == width)
    }

    @Test func zalgoKeepsAtMostFourMarksOnOneCell() {
        let zalgo = "Z" + String(repeating: "\u{0301}\u{0316}\u{0337}", count: 10) + "a"
        let text = DisplayText(zalgo)
        #expect(text.width == 2)
        #expect(text.glyphs.count == 2)
        #expect(text.glyphs[0].character.unicodeScalars.count == 5)
    }

    @Test func loneCombiningMarkSitsOnADottedCircle() {
        let text = DisplayText("\u{301}x")
        #expect(text.string == "\u{25CC}\u{301}x")
        #expect(text.width == 2)
    }

    @Test func characterWidthMatchesGlibcTable() {
        #expect(CharacterWidth.of("a") == 1)
        #expect(CharacterWidth.of("\u{301}") == 0)
        #expect(CharacterWidth.of("中") == 2)
        #expect(CharacterWidth.of("\u{1F600}") == 2)
        #expect(CharacterWidth.of("\u{7}") == -1)
        #expect(CharacterWidth.of("\u{E000}") == 1)  // private use: one cell in glibc
    }

    @Test func truncationCutsAtGlyphsAndEndsInAnEllipsis() {
        #expect(DisplayText("Walnut cutting board").truncated(to: 10).string == "Walnut cu…")
        #expect(DisplayText("中文字").truncated(to: 4).string == "中…")
        #expect(DisplayText("中文字").truncated(to: 4).width == 3)
        #expect(DisplayText("short").truncated(to: 10).string == "short")
        #expect(DisplayText("abc").truncated(to: 0).string == "")
        #expect(DisplayText("abc").truncated(to: 1).string == "…")
    }

    @Test func wrappingBreaksAtSpacesAndBetweenWideCharacters() {
        let lines = DisplayText("Personalised sterling silver bar necklace").wrapped(width: 14)
        #expect(lines.map(\.string) == ["Personalised", "sterling", "silver bar", "necklace"])
        #expect(DisplayText("手作りの湯呑み").wrapped(width: 6).map(\.string) == ["手作り", "の湯呑", "み"])
        #expect(DisplayText("abcdefghij").wrapped(width: 4).map(\.string) == ["abcd", "efgh", "ij"])
    }

    /// Found by the fuzzer: a wide character in a one-cell line came out two cells wide.
    @Test func wrappingNeverLetsAWideCharacterOverflowAOneCellLine() {
        let lines = DisplayText("a手b").wrapped(width: 1)
        #expect(lines.map(\.string) == ["a", "…", "b"])
        #expect(lines.allSatisfy { $0.width <= 1 })
    }

    @Test func wrappingMarksTheCutWhenLinesRunOut() {
        let lines = DisplayText("one two three four five").wrapped(width: 9, maxLines: 2)
        #expect(lines.map(\.string) == ["one two", "three…"])
        #expect(lines.allSatisfy { $0.width <= 9 })
        let tight = DisplayText("aaaa bbbb cccc").wrapped(width: 4, maxLines: 2)
        #expect(tight.map(\.string) == ["aaaa", "bbb…"])
    }
}
