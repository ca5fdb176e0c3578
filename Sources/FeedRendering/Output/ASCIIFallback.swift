/// ASCII stand-ins for what feedterm draws, for terminals whose locale is not UTF-8.
///
/// Under `LC_ALL=C` a terminal shows each byte of a UTF-8 character as a character of its own,
/// so box drawing and accented titles come out as noise and lines overflow. Every cell keeps
/// its width: a wide character becomes two `?` cells.
public enum ASCIIFallback {
    /// The characters feedterm itself draws, each with a stand-in that reads the same way.
    static let standIns: [Character: Character] = [
        "─": "-", "│": "|", "╭": "+", "╮": "+", "╰": "+", "╯": "+",
        "░": ".", "▏": "|", "♥": "@", "♡": "o", "★": "*", "☆": ".", "›": ">", "‹": "<",
        "…": ".", "⌕": "?", "·": "-", "×": "x", "–": "-", "—": "-", "•": "*", "✓": "v",
        // Currency symbols in feed text (prices themselves are laid out with codes instead).
        "€": "E", "£": "L", "¥": "Y", "₹": "R", "₩": "W", "₺": "T", "₪": "S",
        "‘": "'", "’": "'", "“": "\"", "”": "\"", "\u{FFFD}": "?",
    ]

    /// The Control Pictures the sanitiser shows controls as (␀…␟, ␡): a caret, as `^[` is ESC.
    static let controlPictures: ClosedRange<UInt32> = 0x2400...0x2421

    /// The ASCII character shown for one cell's character.
    public static func character(for character: Character) -> Character {
        if character.isASCII {
            return character
        }
        if let standIn = standIns[character] {
            return standIn
        }
        if let scalar = character.unicodeScalars.first, controlPictures.contains(scalar.value) {
            return "^"
        }
        // A letter with marks reads as its base letter: é → e, Å → A, and a decomposed e + ◌́ too.
        if let base = character.unicodeScalars.first {
            if base.isASCII {
                return Character(base)
            }
            if let letter = latinLetter(named: base.properties.name) {
                return letter
            }
        }
        return "?"
    }

    /// The base letter of a Latin letter's Unicode name: "LATIN SMALL LETTER E WITH ACUTE" → e.
    private static func latinLetter(named name: String?) -> Character? {
        guard let name else { return nil }
        for (prefix, lowercase) in [("LATIN SMALL LETTER ", true), ("LATIN CAPITAL LETTER ", false)] where name.hasPrefix(prefix) {
            let word = name.dropFirst(prefix.count).prefix { $0 != " " }
            guard word.count == 1, let letter = word.first, letter.isASCII, letter.isLetter else { return nil }
            return lowercase ? Character(letter.lowercased()) : letter
        }
        return nil
    }
}
