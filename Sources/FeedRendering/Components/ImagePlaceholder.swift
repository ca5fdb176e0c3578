import FeedModel

/// Where a picture would be: shaded cells, tinted by the image's dominant colour.
enum ImagePlaceholder {
    static func draw(_ image: Image?, in rect: Rect, into buffer: inout Buffer, theme: Theme) {
        buffer.fill(rect, with: "░", style: theme.imageStyle(image?.dominantColor))
    }
}
