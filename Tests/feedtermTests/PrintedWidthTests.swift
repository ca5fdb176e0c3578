@testable import FeedCommands
import Testing

/// What `preview --watch` counts of a line when it cuts its frame to the screen.
struct PrintedWidthTests {
    @Test func onlyTheTextIsCounted() {
        #expect(PrintedWidth.of("\u{1B}[0;1mTitle\u{1B}[0m") == 5)
        #expect(PrintedWidth.of("ab\u{1B}7\u{1B}[3A\u{1B}[5G\u{1B}_Ga=T,f=100;AAAA\u{1B}\\\u{1B}8") == 2, "a kitty picture drawn from the line's end")
        #expect(PrintedWidth.of("\u{1B}[?1070h\u{1B}P0;1;0q#0!8~-\u{1B}\\x") == 1, "a sixel")
        #expect(PrintedWidth.of("\u{1B}]1337;File=inline=1:AAAA\u{07}中") == 2, "an iTerm2 picture, then a wide character")
    }
}
