import FeedModel
import FoundationEssentials
// The C library's pow alone.
#if canImport(Glibc)
import func Glibc.pow
#elseif canImport(Darwin)
import func Darwin.pow
#endif

/// WCAG 2's contrast ratio between two colours, from 1:1 to 21:1.
///
/// Used where feedterm must choose a colour a person can read: a 16-colour terminal's text.
enum Contrast {
    static func ratio(_ a: HexColor, _ b: HexColor) -> Double {
        let (lighter, darker) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The relative luminance of an sRGB colour.
    static func luminance(_ color: HexColor) -> Double {
        func linear(_ value: UInt8) -> Double {
            let channel = Double(value) / 255
            return channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
