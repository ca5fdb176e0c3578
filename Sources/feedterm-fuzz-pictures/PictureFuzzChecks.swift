import FeedPictures
import Foundation
import FeedRendering

/// What must hold for any bytes given as a picture: decoding ends with pixels or a problem,
/// never a crash, a hang or an allocation the header asks for; what decodes converts to the
/// cells asked for, in block symbols only.
enum PictureFuzzChecks {
    /// Small enough that a fuzzer's run is not spent on one huge picture.
    static let limits = PictureLimits(maxBytes: 1 << 20, maxPixels: 4_000_000)

    static func run(_ bytes: [UInt8]) {
        let pixels: Pixels
        do {
            pixels = try PictureDecoder.decode(Data(bytes), limits: limits)
        } catch {
            return
        }
        precondition(pixels.width > 0 && pixels.height > 0 && pixels.width * pixels.height <= limits.maxPixels, "decoded within the cap")
        precondition(pixels.rgba.count == pixels.width * pixels.height * 4, "4 bytes a pixel")
        let small = pixels.downscaled(maxSide: 64)
        precondition(max(small.width, small.height) <= 64, "scaled within its side")
        guard let cells = CellConverter.cells(from: small, columns: 12, rows: 4) else {
            preconditionFailure("libchafa is missing: nothing to fuzz")
        }
        precondition(cells.width <= 12 && cells.height <= 4 && cells.cells.count == cells.width * cells.height, "fitted into the box")
        precondition(cells.cells.allSatisfy { CellConverter.symbols.contains($0.character) }, "block symbols only")
    }
}
