import Foundation
import Testing

/// A whole linear session as a screen reader's speech engine says it: espeak-ng turns every
/// line into phonemes (`--ipa`, no sound card needed), says each announcement, and never names a
/// symbol that full-screen browse draws (it says ♥ as "heart suit" and ● as "black circle").
struct LinearSpokenTests {
    static let espeak = "/usr/bin/espeak-ng"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: espeak) }

    /// What espeak-ng says of `text`, as phonemes.
    static func spoken(_ text: String) throws -> String {
        let output = try ChildProcess.outcome(espeak, ["-q", "--ipa"], stdin: Data(text.utf8))
        try #require(output.status == 0, "espeak-ng: \(output.stderr)")
        return output.stdout
    }

    @Test(.enabled(if: isInstalled, "espeak-ng is not installed here and could not be: scripts/test.sh installs it with apt"))
    func aWholeSessionIsSaidWithEveryAnnouncementAndNoSymbolNamed() throws {
        let mug = try LinearBrowseTests.mug(in: try LinearBrowseTests.session(["quit"]).stdout).number
        let session = try LinearBrowseTests.session(["fav \(mug)", "add \(mug)", "cart", "checkout", "yes", "deals", "more", "help", "quit"])
        try #require(session.status == 0, "\(session.stderr)")
        let said = try Self.spoken(session.stdout)
        for phrase in ["Added to favorites", "Added to cart", "Order placed", "Speckled ceramic mug", "Goodbye"] {
            #expect(said.contains(try Self.spoken(phrase).trimmingCharacters(in: .whitespacesAndNewlines)), "\(phrase) is said")
        }
        // The drawing's symbols that espeak-ng has a name for: none may be said.
        let glyphs = ["♥", "♡", "★", "☆", "›", "‹", "⌕", "✓", "…", "─", "│", "╭", "╮", "·", "▸", "●", "○", "░", "▀", "▄"]
        let named = try glyphs.map { ($0, try Self.spoken($0).trimmingCharacters(in: .whitespacesAndNewlines)) }.filter { !$0.1.isEmpty }
        try #require(named.contains { $0.0 == "♥" }, "espeak-ng names the heart, so a heart printed would be heard: \(named)")
        for (glyph, name) in named {
            #expect(!said.contains(name), "\(glyph) is said as \(name)")
        }
    }
}
