import FeedModel
extension Image {
    /// Ready-made pictures, tinted and plain.
    public enum Previews {
        public static let walnutBoard = Image(url: "https://img.example/board.jpg", altText: "Walnut cutting board", dominantColor: HexColor(red: 0x6B, green: 0x44, blue: 0x23))
        public static let ceramicMug = Image(url: "https://img.example/mug.jpg", altText: "Speckled mug", dominantColor: HexColor(red: 0x2F, green: 0x6F, blue: 0x8F))
        public static let untinted = Image(url: "https://img.example/plain.jpg")

        public static let all: [Preview<Image>] = [
            Preview("walnutBoard", walnutBoard), Preview("ceramicMug", ceramicMug), Preview("untinted", untinted),
        ]
    }
}
