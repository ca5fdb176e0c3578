/// A picture the server points at; a terminal shows a placeholder, tinted by `dominantColor`.
public struct Image: Sendable, Hashable {
    /// Where the picture is: a path in the source, or an http(s) URL.
    public var url: String
    /// Words for the picture, shown in its placeholder.
    public var altText: String?
    /// The picture's main colour, which its placeholder is drawn in.
    public var dominantColor: HexColor?

    /// The picture at `url`.
    public init(url: String, altText: String? = nil, dominantColor: HexColor? = nil) {
        self.url = url
        self.altText = altText
        self.dominantColor = dominantColor
    }
}

extension Image: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case url
        case altText = "alt_text"
        case dominantColor = "dominant_color"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        url = try container.requireV3(String.self, forKey: .url, rule: .pictureURL)
        // Only a path in the source is a reference; the rule has refused any other non-web URL.
        if container.collectsReferences, !WebURL.isWeb(url) {
            container.noteReference(.picture, path: url, at: .url)
        }
        altText = container.decodeV3(String.self, forKey: .altText)
        dominantColor = container.decodeV3(HexColor.self, forKey: .dominantColor)
    }
}
