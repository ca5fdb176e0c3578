/// A line of text made safe to draw: sanitised glyphs with their widths.
///
/// The only way feed text reaches a Buffer. Build one with `DisplayText(_:)` for a one-line
/// field, or `DisplayText.paragraphs(_:)` for long text whose line feeds matter.
public struct DisplayText: Sendable, Hashable {
    /// No terminal line is wider; a one-line field stops being read past it.
    static let lineLimit = 1024
    /// Long text (descriptions) stops being read past this many glyphs.
    static let paragraphLimit = 65_536

    /// The text's glyphs, sanitised.
    public private(set) var glyphs: [Glyph]
    /// The width in cells.
    public private(set) var width: Int

    init(glyphs: [Glyph]) {
        self.glyphs = glyphs
        width = glyphs.reduce(0) { $0 + $1.width }
    }

    /// One line of text: line feeds, tabs and line separators become spaces.
    public init(_ raw: String) {
        var glyphs: [Glyph] = []
        TextSanitizer.glyphs(of: raw, keepLineFeeds: false, limit: Self.lineLimit) { glyphs.append($0) }
        self.init(glyphs: glyphs)
    }

    /// Long text split at its line feeds into paragraphs.
    public static func paragraphs(_ raw: String) -> [DisplayText] {
        var paragraphs: [DisplayText] = []
        var current: [Glyph] = []
        TextSanitizer.glyphs(of: raw, keepLineFeeds: true, limit: paragraphLimit, lineBreak: {
            paragraphs.append(DisplayText(glyphs: current))
            current = []
        }, emit: { current.append($0) })
        paragraphs.append(DisplayText(glyphs: current))
        return paragraphs
    }

    public var isEmpty: Bool { glyphs.isEmpty }

    /// The text as a plain string, for tests and logs.
    public var string: String { String(glyphs.map(\.character)) }

    /// Fits the text into `width` cells, ending in `…` when anything was cut.
    ///
    /// Cuts between glyphs, so a grapheme (or a wide character) is never split.
    public func truncated(to width: Int) -> DisplayText {
        guard self.width > width else { return self }
        guard width > 0 else { return DisplayText(glyphs: []) }
        var kept: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > width - 1 { break }
            kept.append(glyph)
            used += glyph.width
        }
        kept.append(.ellipsis)
        return DisplayText(glyphs: kept)
    }

    /// Word-wraps into lines of at most `width` cells; when more than `maxLines` would be
    /// needed, the last line ends in `…`.
    public func wrapped(width: Int, maxLines: Int = .max) -> [DisplayText] {
        TextWrapper.wrap(self, width: width, maxLines: maxLines)
    }

    /// This text followed by another.
    public static func + (lhs: DisplayText, rhs: DisplayText) -> DisplayText {
        DisplayText(glyphs: lhs.glyphs + rhs.glyphs)
    }
}

extension DisplayText: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
