/// The one gate every string passes before it can reach a Buffer (the layout format's Text from the server (docs/layout-format.md)).
///
/// Text from a feed is shown, never obeyed:
/// - C0 controls become their Control Pictures (ESC is `␛`, so `ESC[31m` shows as `␛[31m`),
///   DEL is `␡`, C1 controls are `�`; tabs, U+2028 and U+2029 are spaces, and so is a line feed
///   except in long text, where it breaks the paragraph.
/// - Format characters (bidirectional overrides and isolates, zero-width characters, BOM, soft
///   hyphen) are removed: they are invisible, and passing them raw lets text reorder its
///   neighbours.
/// - A grapheme cluster is reduced to what a curses cell holds, so every terminal agrees on
///   its width: its base character and up to four combining marks. Emoji ZWJ sequences keep
///   their first emoji; skin tones, variation selectors and keycaps are dropped; a flag becomes
///   its two letters (`🇩🇪` → `DE`). A lone combining mark sits on `◌`.
public enum TextSanitizer {
    /// Most combining marks kept on one base; a curses cell holds five characters in all.
    static let maxCombiningMarks = 4

    /// The glyphs of `raw`; `lineBreak` is called at each line feed when `keepLineFeeds` is set.
    ///
    /// Stops after `limit` glyphs, so a 10 MB title costs no more than a screenful.
    static func glyphs(of raw: String, keepLineFeeds: Bool, limit: Int, lineBreak: () -> Void = {}, emit: (Glyph) -> Void) {
        var count = 0
        for character in raw {
            if count >= limit { return }
            let scalars = character.unicodeScalars
            if character == "\n" || character == "\r\n" {
                if keepLineFeeds {
                    lineBreak()
                } else {
                    emit(.space)
                    count += 1
                }
                continue
            }
            guard let base = scalars.first else { continue }
            if scalars.count == 1 || CharacterWidth.of(base) <= 0 || isFormat(base) {
                // A lone scalar, or a cluster that does not start with a printable base:
                // judge every scalar on its own.
                for scalar in scalars {
                    if let glyph = single(scalar) {
                        emit(glyph)
                        count += 1
                    }
                }
                continue
            }
            for glyph in reduced(Array(scalars)) {
                emit(glyph)
                count += 1
            }
        }
    }

    /// A lone scalar as a glyph, or nil when it is removed.
    private static func single(_ scalar: Unicode.Scalar) -> Glyph? {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x2028, 0x2029:
            return .space
        case 0x00..<0x20:
            return Glyph(Character(Unicode.Scalar(0x2400 + value)!), width: 1)
        case 0x7F:
            return Glyph("\u{2421}", width: 1)
        case 0x80..<0xA0:
            return Glyph("\u{FFFD}", width: 1)
        default:
            break
        }
        if isFormat(scalar) { return nil }
        if isRegionalIndicator(scalar) { return letter(scalar) }
        let width = CharacterWidth.of(scalar)
        if width < 0 { return Glyph("\u{FFFD}", width: 1) }
        if width == 0 {
            if isDropped(scalar) { return nil }
            let dottedCircle = Unicode.Scalar(0x25CC)!
            return Glyph(character(String.UnicodeScalarView([dottedCircle, scalar]), fallback: dottedCircle), width: 1)
        }
        return Glyph(Character(scalar), width: width)
    }

    /// A cluster with a printable base, reduced to what one curses cell holds.
    private static func reduced(_ scalars: [Unicode.Scalar]) -> [Glyph] {
        let base = scalars[0]
        if isRegionalIndicator(base) {
            return scalars.filter(isRegionalIndicator).prefix(2).map(letter)
        }
        var kept = String.UnicodeScalarView([base])
        var marks = 0
        for scalar in scalars.dropFirst() {
            if scalar.value == 0x200D { break }  // after a ZWJ comes another emoji: keep the first
            guard marks < maxCombiningMarks, CharacterWidth.of(scalar) == 0, !isDropped(scalar), !isFormat(scalar) else { continue }
            kept.append(scalar)
            marks += 1
        }
        return [Glyph(character(kept, fallback: base), width: CharacterWidth.of(base))]
    }

    /// One Character of the scalars, or of `fallback` alone should they not form one cluster.
    private static func character(_ scalars: String.UnicodeScalarView, fallback: Unicode.Scalar) -> Character {
        let text = String(scalars)
        return text.count == 1 ? Character(text) : Character(fallback)
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// A regional indicator as its plain capital letter: 🇩 → D.
    private static func letter(_ scalar: Unicode.Scalar) -> Glyph {
        Glyph(Character(Unicode.Scalar(UInt8(scalar.value - 0x1F1E6) + UInt8(ascii: "A"))), width: 1)
    }

    static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }

    /// Zero-width scalars that are presentation hints rather than marks: variation selectors,
    /// the keycap, emoji tags.
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x20E3, 0xE0020...0xE007F, 0x200D: true
        default: false
        }
    }
}

extension TextSanitizer {
    /// `raw` as one line that is safe to print to a terminal or a log: the screen's glyphs
    /// (controls as their pictures, format characters removed), line feeds as spaces, cut
    /// after `limit` glyphs. Diagnostics, file names and panels print through it, since a feed's
    /// text and a file's name are as untrusted as what is drawn.
    public static func printableLine(_ raw: String, limit: Int = 65_536) -> String {
        // Nearly every message is printable ASCII already: then it is its own answer.
        if raw.utf8.count <= limit, raw.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return raw }
        var line = ""
        glyphs(of: raw, keepLineFeeds: false, limit: limit) { line.append($0.character) }
        return line
    }
}
