/// A picture the server points at: drawn in cells or pixels as the terminal allows, and until
/// it loads, a placeholder tinted by `dominantColor`.
public struct Image: Sendable, Hashable {
    /// Where the picture is: a path in the source, or an http(s) URL.
    public var url: String
    /// Words for the picture, shown in its placeholder.
    public var altText: String?
    /// The picture's main colour, which its placeholder is drawn in.
    public var dominantColor: HexColor?
    /// The picture's own size in pixels, when the server gives it (both or neither): its
    /// place is kept at that aspect before it loads, and a validator checks it against the
    /// file.
    public var size: PictureSize? {
        get { sizeStorage.first }
        set { sizeStorage = newValue.map { [$0] } ?? [] }
    }
    /// `size` in an array: one word, and no allocation when empty. Inline, it made every
    /// picture two words longer; measured again with the bundled photographs sized, the
    /// bench's 100,000-module feed still took 0.7 MB more that way.
    private var sizeStorage: [PictureSize] = []

    /// The picture at `url`.
    public init(url: String, altText: String? = nil, dominantColor: HexColor? = nil, size: PictureSize? = nil) {
        self.url = url
        self.altText = altText
        self.dominantColor = dominantColor
        self.sizeStorage = size.map { [$0] } ?? []
    }
}

extension Image: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case url
        case altText = "alt_text"
        case dominantColor = "dominant_color"
        case width, height
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        url = try container.requireV3(String.self, forKey: .url, rule: .pictureURL)
        altText = container.decodeV3(String.self, forKey: .altText)
        Self.checkWords(altText, in: container)
        dominantColor = container.decodeV3(HexColor.self, forKey: .dominantColor)
        let width = container.decodeV3(Int.self, forKey: .width, rule: .atLeast(1, "width"))
        let height = container.decodeV3(Int.self, forKey: .height, rule: .atLeast(1, "height"))
        switch (width, height) {
        case let (width?, height?): size = PictureSize(width: width, height: height)
        case (_?, nil):
            if !container.contains(.height) {
                container.warn(.width, "width without height: a client keeps a picture's place only with both; width ignored", code: .pictureSize)
            }
        case (nil, _?):
            if !container.contains(.width) {
                container.warn(.height, "height without width: a client keeps a picture's place only with both; height ignored", code: .pictureSize)
            }
        case (nil, nil): size = nil
        }
        // Only a path in the source is a reference; the rule has refused any other non-web URL.
        if container.collectsReferences, !WebURL.isWeb(url) {
            container.noteReference(.picture, path: url, at: .url, pictureSize: size)
        }
    }

    /// Warns of a picture with nothing for a reader who cannot see it (FT323): no alt_text
    /// (at the Image), or one that is empty or only white space (at it). A screen reader, the
    /// linear reading and a terminal without colour say its alt_text in its place.
    private static func checkWords(_ altText: String?, in container: V3Container<CodingKeys>) {
        guard let altText else {
            // Null, or of the wrong type (which has its own warning too), is none.
            container.warn(.altText, "the picture has no alt_text: a screen reader or a terminal without pictures says nothing in its place; describe it in a few words", code: .pictureWithoutWords)
            return
        }
        if altText.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            container.warn(.altText, "alt_text is \(altText.isEmpty ? "empty" : "only white space"): a screen reader or a terminal without pictures says nothing in its place; describe the picture in a few words", code: .pictureWithoutWords)
        }
    }
}
