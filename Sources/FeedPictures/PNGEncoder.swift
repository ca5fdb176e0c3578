import CPictures
import Foundation

/// Pixels as a PNG file, for terminals that take pictures as files (kitty's graphics protocol,
/// iTerm2's inline images): RGB when every pixel is opaque, else RGBA.
public enum PNGEncoder {
    /// `pixels` as PNG bytes; nil only when out of memory.
    public static func encode(_ pixels: Pixels) -> Data? {
        let opaque = stride(from: 3, to: pixels.rgba.count, by: 4).allSatisfy { pixels.rgba[$0] == 255 }
        var size = 0
        let bytes = pixels.rgba.withUnsafeBufferPointer { rgba in
            feedterm_png_encode(rgba.baseAddress, UInt32(pixels.width), UInt32(pixels.height), opaque ? 0 : 1, &size)
        }
        guard let bytes else { return nil }
        defer { free(bytes) }
        return Data(bytes: bytes, count: size)
    }
}
